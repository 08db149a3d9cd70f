import type { FastifyInstance } from 'fastify';
import { noticeLapsedCheck, readLapsedPayment } from './lapsed-check';
import { applyPaymentOutcome } from './payment-outcome';
import type { ChargeLookup } from './payment-provider';

export interface PaymentWindows {
  /** A charge's answer comes within seconds; a payment still waiting this long is asked about. */
  staleMs: number;
  /** A payment still unsettled this long after it began is cancelled at the processor. */
  abandonedMs: number;
}

/** `STALE_PAYMENT_MINUTES` and `ABANDONED_PAYMENT_MINUTES` of the environment. */
export function paymentWindows(app: FastifyInstance): PaymentWindows {
  return {
    staleMs: app.env.STALE_PAYMENT_MINUTES * 60_000,
    abandonedMs: app.env.ABANDONED_PAYMENT_MINUTES * 60_000,
  };
}

export interface StaleSweep {
  settled: number;
  stillPending: number;
}

interface StalePayment {
  id: string;
  status: 'processing' | 'requires_action' | 'succeeded' | 'failed' | 'refunded';
  provider: string;
  provider_reference: string | null;
  created_at: Date;
}

type Resolution = Pick<ChargeLookup, 'status' | 'failureCode'> & {
  /** A bank check the player never answered, cancelled now: the player is told by e-mail. */
  lapsedAt?: Date;
};

/** What the processor says of one stale payment, cancelling it when the player walked away. */
async function resolve(
  app: FastifyInstance,
  payment: StalePayment,
  now: Date,
): Promise<Resolution> {
  const provider = app.payments.provider(payment.provider);
  const charge = await provider.lookup({
    paymentId: payment.id,
    reference: payment.provider_reference,
  });
  // The processor never saw this payment (the process stopped before the charge): nothing
  // was charged, and the numbers it held go back.
  if (!charge) return { status: 'failed', failureCode: 'processing_error' };
  const lapsedAt = new Date(payment.created_at.getTime() + paymentWindows(app).abandonedMs);
  const abandoned = now >= lapsedAt;
  const atCheck = payment.status === 'requires_action' || charge.status === 'requires_action';
  const unsettled = charge.status === 'requires_action' || charge.status === 'processing';
  // Another pass may have cancelled it a moment ago: still a check that lapsed.
  if (!unsettled) return abandoned && atCheck ? { ...charge, lapsedAt } : charge;
  if (!abandoned) return charge;
  const cancelled = await provider.cancel(charge.reference);
  return atCheck ? { ...cancelled, lapsedAt } : cancelled;
}

/**
 * Payments whose answer never arrived (a lost webhook, a crash between charge and answer,
 * a bank check never answered) would hold their numbers and block their draw for ever: each
 * lifecycle pass asks the processor about the ones waiting too long and applies its answer
 * through the one outcome path, which moves a payment forward once only. Any process may run
 * it at the same time as another.
 */
export async function sweepStalePayments(
  app: FastifyInstance,
  now = new Date(),
  batch = 50,
): Promise<StaleSweep> {
  const stale = await app.db
    .selectFrom('payments')
    .select(['id', 'status', 'provider', 'provider_reference', 'created_at'])
    .where('status', 'in', ['processing', 'requires_action'])
    .where('updated_at', '<', new Date(now.getTime() - paymentWindows(app).staleMs))
    .orderBy('updated_at')
    .limit(batch)
    .execute();
  const sweep: StaleSweep = { settled: 0, stillPending: 0 };
  for (const payment of stale) {
    try {
      const { status, failureCode, lapsedAt } = await resolve(app, payment, now);
      if (status === 'succeeded' || status === 'failed') {
        // Read before the failure gives the numbers back; sent only by the pass that applied it.
        // A payment left at the bank check lapsed whichever pass cancelled the charge: two
        // passes at once see it at the check, and the one whose failure applies tells.
        const lapsed =
          status === 'failed' && lapsedAt ? await readLapsedPayment(app, payment.id) : null;
        const result = await applyPaymentOutcome(app, {
          paymentId: payment.id,
          status,
          failureCode,
        });
        if (result === 'applied') sweep.settled++;
        if (result === 'applied' && lapsed && lapsedAt)
          await noticeLapsedCheck(app, lapsed, lapsedAt);
      } else {
        sweep.stillPending++;
        app.log.warn({ payment: payment.id, status }, 'payment still pending at the processor');
      }
    } catch (err) {
      app.log.error({ err, payment: payment.id }, 'could not settle a stale payment');
    }
  }
  return sweep;
}
