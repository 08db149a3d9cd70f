import type { FastifyInstance } from 'fastify';
import { findMailRecipient } from '../accounts/account-locale';
import { sendBrandedMail } from '../mail/send-branded-mail';
import { winnerMail } from '../mail/templates/winner-mail-content';
import type { ExtraDrawRow } from './extra-draws';

export interface WonResult {
  organizationId: string;
  playerId: string | null;
  /** The id of the published record (extra draw or redraw): the mail links its proof. */
  drawId: string;
  name: string;
  winningNumber: number | null;
  prizeCents: number;
}

/** The winner's e-mail for an extra draw or a redraw; a failure never undoes the draw. */
export async function sendResultMail(app: FastifyInstance, result: WonResult): Promise<void> {
  if (!result.playerId || result.winningNumber === null || !app.hasDecorator('identity')) return;
  const winner = await findMailRecipient(app.db, result.playerId);
  if (!winner) return;
  try {
    await sendBrandedMail(app, {
      organizationId: result.organizationId,
      to: winner.email,
      locale: winner.locale,
      content: (branding) =>
        winnerMail(
          {
            firstName: winner.firstName,
            instanceId: result.drawId,
            instanceName: result.name,
            winningNumber: Number(result.winningNumber),
            prizeCents: result.prizeCents,
          },
          branding,
          winner.locale,
        ),
    });
  } catch (err) {
    app.log.error({ err, drawId: result.drawId }, 'winner mail not sent');
  }
}

export async function sendExtraWinnerMail(app: FastifyInstance, draw: ExtraDrawRow) {
  const instance = await app.db
    .selectFrom('game_instances')
    .select('name')
    .where('id', '=', draw.game_instance_id)
    .executeTakeFirst();
  await sendResultMail(app, {
    organizationId: draw.organization_id,
    playerId: draw.winner_player_id,
    drawId: draw.id,
    name: `${instance?.name ?? ''} — ${draw.name}`,
    winningNumber: draw.winning_number,
    prizeCents: Number(draw.prize_cents ?? 0),
  });
}
