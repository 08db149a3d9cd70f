import { appendAudit } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';
import './prize-claim-tables';

/**
 * A redraw gives the prize to another winner, whatever its reason (unclaimed, self-excluded,
 * under age, outside the region): the replaced winner's claim, if one was started and is still
 * open, closes as unclaimed, "Redrawn", naming the redraw (whose reason the audit row says).
 * A paid claim is never closed (a redraw of a paid prize is refused). The new winner's claim
 * starts on its own (prize claims list the current winner).
 */
export async function closeReplacedClaim(
  trx: Executor,
  redraw: {
    id: string;
    organization_id: string;
    draw_id: string;
    replaced_number: number;
    reason: string;
  },
  actor: string,
  now: Date,
): Promise<void> {
  const open = await trx
    .selectFrom('prize_claims')
    .select(['id', 'status'])
    .where('draw_id', '=', redraw.draw_id)
    .where('winning_number', '=', redraw.replaced_number)
    .where('status', 'in', ['Open', 'Contacted', 'IdentityChecked'])
    .forUpdate()
    .executeTakeFirst();
  if (!open) return;
  await trx
    .updateTable('prize_claims')
    .set({
      status: 'Unclaimed',
      unclaimed_at: now,
      unclaimed_by: actor,
      unclaimed_outcome: 'Redrawn',
      redraw_id: redraw.id,
    })
    .where('id', '=', open.id)
    .execute();
  await appendAudit(trx, {
    organizationId: redraw.organization_id,
    actor,
    action: 'prize-claim-unclaimed',
    subjectType: 'prize-claim',
    subjectId: redraw.draw_id,
    details: {
      before: { state: open.status },
      after: { state: 'Unclaimed', outcome: 'Redrawn', redrawId: redraw.id },
      reason: redraw.reason,
      winningNumber: redraw.replaced_number,
    },
  });
}
