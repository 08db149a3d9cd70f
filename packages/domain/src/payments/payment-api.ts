import { z } from 'zod';
import { refundLineSchema } from './refund-lines';
import { playerNumberGroupSchema } from '../api/player-numbers';
import { bundleSchema } from '../bundles/bundles';

/**
 * How a charge is paid: a one-time token from the provider's card form (sandbox token or
 * Stripe PaymentMethod id), or a saved card. The server never receives card numbers.
 */
export const paymentInputSchema = z.union([
  z.object({ Token: z.string().min(3).max(200), SaveCard: z.boolean().default(false) }),
  z.object({ PaymentMethodId: z.uuid() }),
]);
export type PaymentInput = z.infer<typeof paymentInputSchema>;

export const PaymentResultStatus = {
  Processing: 'Processing',
  RequiresAction: 'RequiresAction',
  Succeeded: 'Succeeded',
  Failed: 'Failed',
  Refunded: 'Refunded',
} as const;

export const paymentResultSchema = z.object({
  PaymentId: z.string(),
  Status: z.enum(['Processing', 'RequiresAction', 'Succeeded', 'Failed', 'Refunded']),
  /** Integer cents. */
  Amount: z.number().int(),
  Currency: z.string(),
  GameInstanceId: z.string(),
  FailureMessage: z.string().nullable(),
  /** Where the player confirms a payment the bank wants to authenticate (3-D Secure). */
  NextActionUrl: z.string().nullable(),
  /** Stripe's client secret for the same confirmation through Stripe.js. */
  ClientSecret: z.string().nullable(),
  /** The numbers the payment is for. */
  PlayerNumberGroups: z.array(playerNumberGroupSchema),
  /** A prepayment: how many draws it pays for, this one first (not in the spec). */
  Draws: z.number().int().positive().optional(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** Manage Payment Info: a saved card, as the provider describes it. */
export const paymentMethodSchema = z.object({
  Id: z.string(),
  Brand: z.string(),
  Last4: z.string(),
  ExpMonth: z.number().int(),
  ExpYear: z.number().int(),
});
/** The answer of saving a card: `AlreadySaved` when the player had saved this very card. */
export const addedPaymentMethodSchema = paymentMethodSchema.extend({ AlreadySaved: z.boolean() });

export const paymentMethodsSchema = z.object({ PaymentMethods: z.array(paymentMethodSchema) });

export const addPaymentMethodBodySchema = z.object({
  PlayerId: z.uuid(),
  OrganizationId: z.uuid(),
  /** Sandbox card token, or the Stripe SetupIntent id the card form confirmed. */
  Token: z.string().min(3).max(200),
});

/** The sandbox's own card form posts here; it answers a token, never stores the number. */
export const sandboxCardSchema = z.object({
  CardNumber: z.string().min(12).max(23),
  ExpMonth: z.number().int().min(1).max(12),
  ExpYear: z.number().int().min(2000).max(2100),
  Cvc: z.string().regex(/^\d{3,4}$/),
});
export const sandboxTokenSchema = z.object({
  Token: z.string(),
  Brand: z.string(),
  Last4: z.string(),
});

/** DESIGN.md "Receipts and disclosures". */
export const receiptSchema = z.object({
  ReceiptNumber: z.string(),
  PaymentId: z.string(),
  OrganizationName: z.string(),
  LicenceNumber: z.string().nullable(),
  CharityName: z.string().nullable(),
  GameName: z.string(),
  GameInstanceName: z.string(),
  IssuedOn: z.string(),
  TicketNumbers: z.array(z.number().int()),
  Amount: z.number().int(),
  /** The bundle bought ("3 for $10.00"), when the numbers were bought as one. */
  Bundle: bundleSchema.nullable().optional(),
  Currency: z.string(),
  Jurisdiction: z.string(),
  TransactionId: z.string(),
  ResponsibleGaming: z.string(),
  /** A prepayment: the draw times it pays for (the schedule's, for draws not opened yet). */
  PaidDraws: z.array(z.string()).optional(),
  /** When the receipt's draw takes place, and the game's zone (read when it is shown). */
  DrawOn: z.string().nullable().optional(),
  TimeZone: z.string().optional(),
  /** Every refund of the payment so far, oldest first (read when the receipt is shown). */
  Refunds: z.array(refundLineSchema).optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const RESPONSIBLE_GAMING_LINE =
  'Play responsibly: set a budget and never chase losses. Help is available through your provincial responsible gambling helpline.';
