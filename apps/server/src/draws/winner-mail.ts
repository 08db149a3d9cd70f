import { formatCents } from '@charity/domain/currency';
import type { FastifyInstance } from 'fastify';
import type { DrawRow } from './run-instance-draw';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tells the holder of the paid winning number; a mail failure never undoes the draw. */
export async function sendWinnerMail(app: FastifyInstance, draw: DrawRow): Promise<void> {
  if (!draw.winner_player_id || !app.hasDecorator('identity')) return;
  const winner = await app.db
    .selectFrom('accounts')
    .innerJoin('organizations', 'organizations.id', 'accounts.organization_id')
    .select(['accounts.email', 'accounts.first_name', 'organizations.name as organization_name'])
    .where('accounts.id', '=', draw.winner_player_id)
    .executeTakeFirst();
  if (!winner) return;
  const lines = [
    `Congratulations ${winner.first_name}!`,
    `Your number ${String(draw.winning_number)} won the ${draw.instance_name} draw of ` +
      `${winner.organization_name}.`,
    `Prize: ${formatCents(Number(draw.prize_cents))}.`,
    `We will contact you about claiming your prize; the game rules explain how and by when.`,
    `Verify the draw: /api/draw/published/${draw.game_instance_id}`,
  ];
  try {
    await app.identity.mailer.send({
      organizationId: draw.organization_id,
      to: winner.email,
      subject: `You won the ${draw.instance_name} draw`,
      text: lines.join('\n'),
      html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    });
  } catch (err) {
    app.log.error({ err, instanceId: draw.game_instance_id }, 'winner mail not sent');
  }
}
