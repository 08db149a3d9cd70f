import { z } from 'zod';
import { refundResultSchema } from './refund-api';

/**
 * Every way money goes back on a processor charge enters one life cycle (docs/payments.md,
 * "How money goes back"). A new way (a seller voiding a ticket at a venue) is a new path.
 */
export const refundPaths = [
  'staff-void',
  'staff-refund',
  'prepaid',
  'self-exclusion',
  'processor',
  'cancellation',
  'venue-void',
  'sales-close',
] as const;
export type RefundPath = (typeof refundPaths)[number];

/** requested -> sent -> succeeded | failed; succeeded and failed are final. */
export const refundStates = ['requested', 'sent', 'succeeded', 'failed'] as const;
export type RefundState = (typeof refundStates)[number];

/** How many times the processor is asked before a refund it never answers ends failed. */
export const MAX_REFUND_ATTEMPTS = 5;

/** How long one attempt waits for the processor's answer before it counts as unanswered. */
export const REFUND_ANSWER_TIMEOUT_MS = 10_000;

/** What the next unanswered attempt leads to: another try later, or the end. */
export const afterUnanswered = (attempts: number): 'retry' | 'failed' =>
  attempts >= MAX_REFUND_ATTEMPTS ? 'failed' : 'retry';

/** Minutes before the next attempt: 1, 2, 4, 8 ... (bounded by MAX_REFUND_ATTEMPTS). */
export const retryDelayMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

export interface DrawToCover {
  /** A draw not opened yet (pending) or a draw payment of an instance not drawn. */
  kind: 'pending' | 'entered';
  key: string;
  /** What this draw can still give back. */
  leftCents: number;
}

export interface DrawCover {
  key: string;
  kind: DrawToCover['kind'];
  cents: number;
}

/**
 * A refund of a prepaid charge, over its draws: the draws not opened first, newest first,
 * each only when covered whole (it then never enters a draw); then the draws entered in
 * instances not drawn yet, newest first, in part if need be (their pot gives back what it
 * took in, no more). What is left covers drawn draws: it moves no pot.
 */
export function coverDraws(amountCents: number, draws: readonly DrawToCover[]) {
  let left = amountCents;
  const covers: DrawCover[] = [];
  for (const kind of ['pending', 'entered'] as const) {
    for (const draw of draws.filter((d) => d.kind === kind)) {
      const cents = kind === 'pending' ? draw.leftCents : Math.min(left, draw.leftCents);
      if (cents <= 0 || cents > left) continue;
      covers.push({ key: draw.key, kind, cents });
      left -= cents;
    }
  }
  return { covers, uncovered: left };
}

/** A refund as staff see it in player support. */
export const chargeRefundSchema = z.object({
  RefundId: z.string(),
  PaymentId: z.string(),
  Path: z.enum(refundPaths),
  Amount: z.number().int(),
  State: z.enum(['Requested', 'Sent', 'Succeeded', 'Failed']),
  /** The processor's reason, when it refused (or never answered). */
  FailureReason: z.string().nullable(),
  Reason: z.string().nullable(),
  At: z.string(),
});
export type ChargeRefund = z.infer<typeof chargeRefundSchema>;

export const chargeRefundsSchema = z.object({ Refunds: z.array(chargeRefundSchema) });
export type ChargeRefunds = z.infer<typeof chargeRefundsSchema>;

/**
 * The staff void or refund's answer (refund-api's result) with where its money stands in the
 * life cycle once the processor was asked: a refusal is Failed with the processor's reason,
 * and is not counted in RefundedTotal nor PaymentStatus.
 */
export const refundOutcomeSchema = refundResultSchema.extend({
  State: chargeRefundSchema.shape.State,
  FailureReason: z.string().nullable(),
});
export type RefundOutcome = z.infer<typeof refundOutcomeSchema>;
