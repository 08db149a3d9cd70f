import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { ProviderRequestError, type PartialRefund } from '../payment-provider';

/**
 * Part of a settled sandbox charge given back, once per idempotency key and never beyond
 * what was charged (the refunded_cents check), like Stripe's partial refunds.
 */
export async function refundSandboxPart(db: Executor, reference: string, part: PartialRefund) {
  await db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('sandbox_refunds')
      .values({
        idempotency_key: part.idempotencyKey,
        charge_id: reference,
        amount_cents: part.amountCents,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    if (!recorded) return; // The same refund again: nothing more is given back.
    const { rows } = await sql<{ id: string }>`
      update sandbox_charges set refunded_cents = refunded_cents + ${part.amountCents}
      where id = ${reference} and status = 'succeeded'
        and refunded_cents + ${part.amountCents} <= amount_cents
      returning id`.execute(trx);
    if (rows.length === 0) {
      throw new ProviderRequestError(
        'The charge cannot be refunded by that much.',
        'refund_refused',
      );
    }
  });
}
