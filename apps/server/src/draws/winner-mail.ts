import type { FastifyInstance } from 'fastify';
import { findMailRecipient } from '../accounts/account-locale';
import { sendBrandedMail } from '../mail/send-branded-mail';
import { winnerMail } from '../mail/templates/winner-mail-content';
import type { DrawRow } from './run-instance-draw';

/** Tells the holder of the paid winning number; a mail failure never undoes the draw. */
export async function sendWinnerMail(app: FastifyInstance, draw: DrawRow): Promise<void> {
  if (!draw.winner_player_id || !app.hasDecorator('identity')) return;
  const winner = await findMailRecipient(app.db, draw.winner_player_id);
  if (!winner) return;
  try {
    await sendBrandedMail(app, {
      organizationId: draw.organization_id,
      to: winner.email,
      locale: winner.locale,
      content: (branding) =>
        winnerMail(
          {
            firstName: winner.firstName,
            instanceId: draw.game_instance_id,
            instanceName: draw.instance_name,
            winningNumber: Number(draw.winning_number),
            prizeCents: Number(draw.prize_cents),
          },
          branding,
          winner.locale,
        ),
    });
  } catch (err) {
    app.log.error({ err, instanceId: draw.game_instance_id }, 'winner mail not sent');
  }
}
