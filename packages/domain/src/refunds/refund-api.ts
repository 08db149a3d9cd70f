import { z } from 'zod';
import { reportPeriodSchema } from '../reports/report-period';

/** Why staff void or refund: required, kept in the audit log and the void report. */
export const refundReasonSchema = z
  .string()
  .trim()
  .min(3, 'must say why, in at least 3 characters')
  .max(500, 'must be at most 500 characters')
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'must be plain text');

/**
 * `POST support/payment/{paymentId}/void/for-organization/{organizationId}`: takes some (or,
 * without TicketNumbers, all) of a payment's entries out of its draw and refunds them. Only
 * before the draw.
 */
export const voidOrderBodySchema = z.object({
  TicketNumbers: z.array(z.number().int().min(1).max(10_000_000)).min(1).max(1000).optional(),
  Reason: refundReasonSchema,
});
export type VoidOrderBody = z.infer<typeof voidOrderBodySchema>;

/**
 * `POST support/payment/{paymentId}/refund/for-organization/{organizationId}`: gives back an
 * amount of a payment, before or after its draw; its entries stay in the draw's list.
 */
export const refundBodySchema = z.object({
  Amount: z.number().int().min(1).max(100_000_000),
  Reason: refundReasonSchema,
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const refundKindSchema = z.enum(['Void', 'Refund']);

export const refundResultSchema = z.object({
  RefundId: z.string(),
  PaymentId: z.string(),
  Kind: refundKindSchema,
  TicketNumbers: z.array(z.number().int()),
  /** Integer cents given back by this void or refund. */
  Amount: z.number().int(),
  /** Everything given back of the payment so far, this one included. */
  RefundedTotal: z.number().int(),
  PaymentStatus: z.enum(['Succeeded', 'Refunded']),
  AfterDraw: z.boolean(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/** One void or refund in the void report. */
export const voidRowSchema = z.object({
  RefundId: z.string(),
  At: z.string(),
  Kind: refundKindSchema,
  PaymentId: z.string(),
  PlayerId: z.string(),
  GameInstanceId: z.string(),
  GameInstanceName: z.string(),
  TicketNumbers: z.array(z.number().int()),
  Amount: z.number().int(),
  Reason: z.string(),
  /** The staff member's e-mail address. */
  By: z.string(),
  AfterDraw: z.boolean(),
});
export type VoidRow = z.infer<typeof voidRowSchema>;

/** `GET reports/voids/for-organization/{organizationId}`: voids and refunds by period. */
export const voidsReportSchema = z.object({
  Period: reportPeriodSchema,
  Voids: z.array(voidRowSchema),
  VoidedNumbers: z.number().int(),
  TotalAmount: z.number().int(),
});
export type VoidsReport = z.infer<typeof voidsReportSchema>;
