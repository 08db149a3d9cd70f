import type { RefundPath } from '@charity/domain/refunds/refund-life-cycle';
import { enqueueJob } from '../../jobs/job-queue';
import type { Executor } from '../../db/executor';
import './ledger-tables';

export const MONEY_BACK_JOB = 'money-back';

export interface MoneyBackRequest {
  organizationId: string;
  /** The processor charge (a prepaid draw's money goes back on the charge that paid it). */
  chargeId: string;
  path: RefundPath;
  amountCents: number;
  reason?: string | null;
  actor: string;
  staffRefundId?: string;
  prepaidRefundId?: string;
  drawPaymentIds?: string[];
  prepaidDrawIndexes?: number[];
}

/**
 * Every way of giving money back enters here, in the caller's transaction: the ledger row
 * (the database refuses it when the charge's refunds would pass what it charged) and the
 * job that sends it to the processor once the transaction commits.
 */
export async function requestMoneyBack(trx: Executor, request: MoneyBackRequest) {
  const row = await insertLedgerRow(trx, request, 'requested');
  await enqueueJob(trx, MONEY_BACK_JOB, row.id, { ledgerId: row.id });
  return row;
}

/** The processor gave money back of its own (its refund event): recorded as done. */
export async function recordMoneyBack(trx: Executor, request: MoneyBackRequest) {
  return insertLedgerRow(trx, request, 'succeeded');
}

function insertLedgerRow(
  trx: Executor,
  request: MoneyBackRequest,
  state: 'requested' | 'succeeded',
) {
  return trx
    .insertInto('refund_ledger')
    .values({
      organization_id: request.organizationId,
      charge_id: request.chargeId,
      path: request.path,
      amount_cents: request.amountCents,
      reason: request.reason ?? null,
      actor: request.actor,
      state,
      failure_reason: null,
      staff_refund_id: request.staffRefundId ?? null,
      prepaid_refund_id: request.prepaidRefundId ?? null,
      draw_payment_ids: request.drawPaymentIds ?? [],
      prepaid_draw_indexes: request.prepaidDrawIndexes ?? [],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
