import type { FastifyInstance } from 'fastify';
import { requestMoneyBack } from './request-money-back';
import './ledger-tables';

export interface LateCharge {
  paymentId: string;
  /** `sales-close`: voided at sales close; `self-exclusion`: cancelled by an exclusion. */
  path: 'sales-close' | 'self-exclusion';
  reason: string;
}

/**
 * A charge the processor settled after its payment had failed here (taken out of its draw):
 * what is left of it goes back through the refund life cycle, once per path whatever asks
 * (the refund watch, the exclusion's own cancel), under the charge's lock. Answers whether a
 * refund was requested; the caller's next `runMoneyBack` (or the lifecycle's) sends it.
 */
export async function giveBackLateCharge(app: FastifyInstance, charge: LateCharge) {
  return app.db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .select(['organization_id', 'amount_cents', 'refunded_cents'])
      .where('id', '=', charge.paymentId)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) return false;
    const asked = await trx
      .selectFrom('refund_ledger')
      .select('id')
      .where('charge_id', '=', charge.paymentId)
      .where('path', '=', charge.path)
      .executeTakeFirst();
    const left = Number(payment.amount_cents) - Number(payment.refunded_cents);
    if (asked || left <= 0) return false;
    await requestMoneyBack(trx, {
      organizationId: payment.organization_id,
      chargeId: charge.paymentId,
      path: charge.path,
      amountCents: left,
      reason: charge.reason,
      actor: 'system',
    });
    return true;
  });
}
