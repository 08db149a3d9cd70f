import { z } from 'zod';
import { extraWinnerRowSchema } from './extra-winner-rows';
import { reportPeriodSchema } from './report-period';

const cents = z.number().int();
const count = z.number().int().nonnegative();

/** Sales figures of one instance or one day. Amounts in cents. */
export const salesRowSchema = z.object({
  Key: z.string().describe('Instance name, or ISO date (YYYY-MM-DD) of the day'),
  GameInstanceId: z.string().nullable(),
  NumbersPlayed: count,
  NewNumbersSold: count,
  GrossSales: cents,
  OneOffSales: cents,
  SubscriptionSales: cents,
  Refunds: count,
  RefundedAmount: cents,
  FailedPayments: count,
});
export type SalesRow = z.infer<typeof salesRowSchema>;

/** One day of an instance's pot: that day's gross sales and the pot at the end of the day. */
export const potDaySchema = z.object({
  Day: z.string().describe('ISO date (YYYY-MM-DD) in the game time zone'),
  Sales: cents,
  PotTotal: cents,
});
export type PotDay = z.infer<typeof potDaySchema>;

/** How an instance's pot grew: what it opened with (a carried pot), then day by day. */
export const potGrowthSchema = z.object({
  GameInstanceId: z.string(),
  StartingPot: cents,
  Days: z.array(potDaySchema),
});
export type PotGrowth = z.infer<typeof potGrowthSchema>;

/** Successful payments of one bundle in one instance (issue 16: reports show the bundle). */
export const bundleSalesRowSchema = z.object({
  GameInstanceId: z.string(),
  GameInstanceName: z.string(),
  Numbers: z.number().int(),
  Price: cents,
  Orders: z.number().int(),
  Amount: cents,
});
export type BundleSalesRow = z.infer<typeof bundleSalesRowSchema>;

/** Prepaid draws charged and not opened yet, not given back, at the end of the period. */
export const heldForFutureDrawsSchema = z.object({
  AsOf: z.string().describe('The end of the period, or now if sooner'),
  Draws: count,
  Amount: cents,
});
export type HeldForFutureDraws = z.infer<typeof heldForFutureDrawsSchema>;

export const salesReportSchema = z.object({
  Period: reportPeriodSchema,
  ByInstance: z.array(salesRowSchema),
  ByDay: z
    .array(salesRowSchema)
    .describe(
      'For a period of days: what cards were charged each day (a prepaid charge whole) and what went back that day',
    ),
  Bundles: z.array(bundleSalesRowSchema).optional(),
  PotGrowth: potGrowthSchema.nullable().describe('Only for a period that is one game instance'),
  HeldForFutureDraws: heldForFutureDrawsSchema
    .optional()
    .describe(
      'Prepaid draws still held at the end of the period (for one instance: of its charges)',
    ),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

export const drawRowSchema = z.object({
  GameInstanceId: z.string(),
  GameInstanceName: z.string(),
  DrawnAt: z.string(),
  Outcome: z.enum(['PaidWinner', 'Rollover', 'NoEntries']),
  WinningNumber: z.number().int().nullable(),
  WinnerDisplayName: z.string().nullable(),
  Sales: cents,
  PotTotal: cents,
  Prize: cents,
  Rollover: cents,
  CharityAmount: cents,
  VerificationPath: z.string().describe('The public verification page of the draw (SPA path)'),
  PrizePaidAt: z.string().nullable().describe('When an administrator recorded the prize as paid'),
  Unclaimed: z.boolean().describe('A paid winner whose prize is not recorded as paid yet'),
  RefundedAfterDraw: cents
    .optional()
    .describe('Given back after the draw: the split stays as drawn, the money is out of it'),
  CarriedIn: cents
    .optional()
    .describe(
      "Unclaimed prizes of earlier draws added to this draw's pot (in PotTotal, not in Sales)",
    ),
  CarriedOut: cents
    .optional()
    .describe(
      "This draw's unclaimed prize added to a later pot: out of Prize, into Rollover (issue 27)",
    ),
});
export type DrawRow = z.infer<typeof drawRowSchema>;

export const drawsReportSchema = z.object({
  Period: reportPeriodSchema,
  Draws: z.array(drawRowSchema),
  /** Every prize of the organization still unclaimed today, whatever the period. */
  UnclaimedPrizes: z.array(drawRowSchema),
  UnclaimedAmount: cents,
  /** Extra draws and redraws of the period, each with its prize name or reason. */
  ExtraWinners: z.array(extraWinnerRowSchema).optional(),
});
export type DrawsReport = z.infer<typeof drawsReportSchema>;

export const charityRowSchema = z.object({
  CharityId: z.string().nullable(),
  CharityName: z.string().nullable().describe('Null for players without a pledge'),
  Players: count,
  Sales: cents,
});
export type CharityRow = z.infer<typeof charityRowSchema>;

export const charitiesReportSchema = z.object({
  Period: reportPeriodSchema,
  Charities: z.array(charityRowSchema),
  /** The organization's share of the draws in the period (DESIGN.md §3 Draws). */
  CharityAmount: cents,
});
export type CharitiesReport = z.infer<typeof charitiesReportSchema>;

export const playersReportSchema = z.object({
  Period: reportPeriodSchema,
  NewRegistrations: count,
  ActivePlayers: count.describe('Players with a successful payment in the period'),
  SubscribedGroups: count.describe('Groups subscribed now (not limited to the period)'),
  PaymentFailures: count,
  RecoveredFailures: count.describe('Failures followed by a successful payment of the same group'),
});
export type PlayersReport = z.infer<typeof playersReportSchema>;

export const providerTotalSchema = z.object({
  Provider: z.string(),
  SucceededPayments: count,
  SucceededAmount: cents,
  RefundedAmount: cents,
});
export type ProviderTotal = z.infer<typeof providerTotalSchema>;

export const reconciliationDifferenceSchema = z.object({
  Kind: z.enum([
    'PaymentWithoutEntries',
    'AmountMismatch',
    'EntryWithoutSucceededPayment',
    'RefundAfterDraw',
  ]),
  PaymentId: z.string(),
  GameInstanceId: z.string(),
  PaymentStatus: z.string(),
  PaymentAmount: cents,
  EntriesAmount: cents,
  Entries: count,
  /** RefundAfterDraw: what went back after the draw, the drawn entries kept. */
  RefundedAmount: cents.optional(),
  /** The payment's receipt number (8 digits), what staff and the player see; null if none. */
  ReceiptNumber: z.string().nullable().optional(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

/** A payment taken out of its draw because it was still unsettled at sales close. */
export const voidedPaymentSchema = z.object({
  PaymentId: z.string(),
  GameInstanceId: z.string(),
  PaymentAmount: cents,
  VoidedAt: z.string(),
});
export type VoidedPayment = z.infer<typeof voidedPaymentSchema>;

/** One processor charge's refunds, every way they went back (void, refund, prepaid, ...). */
export const chargeRefundsSchema = z.object({
  PaymentId: z.string().describe('The payment the card was charged for'),
  Provider: z.string(),
  Charged: cents,
  Refunded: cents.describe('All its refunds so far, whatever their date'),
  RefundedInPeriod: cents,
  Refunds: count,
  ExceedsCharge: z.boolean().describe('Its refunds pass what was charged: never right'),
});
export type ChargeRefunds = z.infer<typeof chargeRefundsSchema>;

export const reconciliationReportSchema = z.object({
  Period: reportPeriodSchema,
  Reconciles: z.boolean(),
  Providers: z.array(providerTotalSchema),
  Differences: z.array(reconciliationDifferenceSchema),
  RefundsAfterDraw: z
    .array(reconciliationDifferenceSchema)
    .optional()
    .describe(
      'Staff refunds after the draw whose money adds up (entries worth the payment, refunds within it): listed, not differences',
    ),
  VoidedAtClose: z
    .array(voidedPaymentSchema)
    .optional()
    .describe('Payments voided at sales close (failed `voided_at_close`, player e-mailed)'),
  ChargeRefunds: z
    .array(chargeRefundsSchema)
    .optional()
    .describe(
      'Refunds per processor charge refunded in the period (of its payments, for one instance)',
    ),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;

/** The organization's instances, newest first, for the period picker. */
export const reportInstanceSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  /** Its game's name: with two games, "Week 1" and "Draw 1" alone do not say which (issue 27). */
  GameName: z.string().optional(),
  Status: z.string(),
  DrawAt: z.string(),
});
export type ReportInstance = z.infer<typeof reportInstanceSchema>;
export const reportInstancesSchema = z.object({ Instances: z.array(reportInstanceSchema) });
export type ReportInstances = z.infer<typeof reportInstancesSchema>;
