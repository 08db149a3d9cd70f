import { z } from 'zod';
import { refundLineSchema } from '../payments/refund-lines';

/** One payment as its player's history lists it, newest first. */
export const historyItemSchema = z.object({
  PaymentId: z.string(),
  Kind: z.enum(['purchase', 'play', 'renewal']),
  Status: z.enum(['Processing', 'RequiresAction', 'Succeeded', 'Failed', 'Refunded']),
  /** Integer cents. */
  Amount: z.number().int(),
  Currency: z.string(),
  CreatedOn: z.string(),
  /** When the payment went through: its receipt's issue time (null until it succeeded). */
  PaidOn: z.string().nullable().optional(),
  GameInstanceId: z.string(),
  GameInstanceName: z.string(),
  /** When the instance the numbers are in is drawn. */
  DrawOn: z.string().nullable(),
  TimeZone: z.string(),
  TicketNumbers: z.array(z.number().int()),
  /** Why a failed payment failed: the processor's code (`payment_canceled`: at the bank's check). */
  FailureCode: z.string().nullable().optional(),
  /** The numbers a failed payment was for (they were let go). */
  AskedNumbers: z.array(z.number().int()).optional(),
  /** A prepayment: every draw it pays for, in order (the schedule's times for draws ahead). */
  PaidDraws: z.array(z.string()).optional(),
  /** Present once the payment succeeded. */
  ReceiptNumber: z.string().nullable(),
  RefundedOn: z.string().nullable(),
  /** Every refund of the payment (void, partial, prepaid draws, cancellation), oldest first. */
  Refunds: z.array(refundLineSchema).optional(),
  /** What went back in all, integer cents. */
  RefundedAmount: z.number().int().optional(),
  /** The draw's single price, integer cents: with BundleNumbers, what a void gives back. */
  TicketPrice: z.number().int(),
  /** Bought as a bundle of this many numbers (its price is Amount). */
  BundleNumbers: z.number().int().nullable().optional(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const HISTORY_PAGE_SIZE = 10;

export const historyQuerySchema = z.object({
  organizationId: z.uuid(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** `GET payment/by-player/{playerId}/history`. */
export const paymentHistorySchema = z.object({
  Payments: z.array(historyItemSchema),
  Page: z.number().int(),
  PageSize: z.number().int(),
  Total: z.number().int(),
});
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;

/** Receipts re-sent by e-mail per player and hour. */
export const RECEIPT_RESENDS_PER_HOUR = 5;
