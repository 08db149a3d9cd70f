import type { RefundResult } from '@charity/domain/refunds/refund-api';
import type { ChargeRefund, RefundOutcome } from '@charity/domain/refunds/refund-life-cycle';
import type { Executor } from '../../db/executor';
import './ledger-tables';

const STATE = {
  requested: 'Requested',
  sent: 'Sent',
  succeeded: 'Succeeded',
  failed: 'Failed',
} as const;

/** A player's refunds in the life cycle, newest first, with the processor's reason for a refusal. */
export async function playerRefunds(
  db: Executor,
  input: { organizationId: string; playerId: string; chargeId?: string },
): Promise<ChargeRefund[]> {
  let query = db
    .selectFrom('refund_ledger as l')
    .innerJoin('payments as p', 'p.id', 'l.charge_id')
    .select([
      'l.id',
      'l.charge_id',
      'l.path',
      'l.amount_cents',
      'l.state',
      'l.failure_reason',
      'l.reason',
      'l.created_at',
    ])
    .where('l.organization_id', '=', input.organizationId)
    .where('p.player_id', '=', input.playerId);
  if (input.chargeId) query = query.where('l.charge_id', '=', input.chargeId);
  const rows = await query.orderBy('l.created_at', 'desc').orderBy('l.id').limit(100).execute();
  return rows.map((row) => ({
    RefundId: row.id,
    PaymentId: row.charge_id,
    Path: row.path,
    Amount: Number(row.amount_cents),
    State: STATE[row.state],
    FailureReason: row.failure_reason,
    Reason: row.reason,
    At: new Date(row.created_at).toISOString(),
  }));
}

/** Where a staff void or refund's money stands now; a failed one is not counted as given back. */
export async function withLedgerState(db: Executor, result: RefundResult): Promise<RefundOutcome> {
  const row = await db
    .selectFrom('refund_ledger')
    .select(['state', 'failure_reason'])
    .where('staff_refund_id', '=', result.RefundId)
    .executeTakeFirst();
  const state = STATE[row?.state ?? 'requested'];
  if (state !== 'Failed') return { ...result, State: state, FailureReason: null };
  return {
    ...result,
    RefundedTotal: result.RefundedTotal - result.Amount,
    PaymentStatus: 'Succeeded',
    State: state,
    FailureReason: row?.failure_reason ?? null,
  };
}
