import { appendAudit } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';
import './prize-claim-tables';

/**
 * A redraw for an unclaimed prize gives it to another winner: the replaced winner's claim, if
 * one was started and is still open, closes as unclaimed, "Redrawn", naming the redraw. The
 * new winner's claim starts on its own (prize claims list the current winner).
 */
export async function closeReplacedClaim(
  trx: Executor,
  redraw: { id: string; organization_id: string; draw_id: string; replaced_number: number },
  actor: string,
  now: Date,
): Promise<void> {
  const closed = await trx
    .updateTable('prize_claims')
    .set({
      status: 'Unclaimed',
      unclaimed_at: now,
      unclaimed_by: actor,
      unclaimed_outcome: 'Redrawn',
      redraw_id: redraw.id,
    })
    .where('draw_id', '=', redraw.draw_id)
    .where('winning_number', '=', redraw.replaced_number)
    .where('status', 'in', ['Open', 'Contacted', 'IdentityChecked'])
    .returning(['id', 'status'])
    .executeTakeFirst();
  if (!closed) return;
  await appendAudit(trx, {
    organizationId: redraw.organization_id,
    actor,
    action: 'prize-claim-unclaimed',
    subjectType: 'prize-claim',
    subjectId: redraw.draw_id,
    details: {
      after: { state: 'Unclaimed', outcome: 'Redrawn', redrawId: redraw.id },
      winningNumber: redraw.replaced_number,
    },
  });
}
