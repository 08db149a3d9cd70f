import { z } from 'zod';
import { extraDrawSchema } from './extra-draws';
import { gameInstanceSchema } from './game-instance';
import { idSchema } from './ids';
import { publishedDrawExtras } from './published-draw-extras';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'Expected 64 lowercase hex digits');

/** The result of a draw as the administrator (and the verification page) reads it. */
export const drawResultSchema = z.object({
  GameInstanceId: z.string(),
  GameInstanceName: z.string(),
  GameType: z.number().int(),
  /** null only for a ProgressiveFiftyFifty draw without entries. */
  WinningNumber: z.number().int().nullable(),
  Outcome: z.enum(['PaidWinner', 'Rollover', 'NoEntries']),
  /** Prize in cents (0 on a rollover). */
  Prize: z.number().int(),
  /** GoldRush: carried into the next instance when the number was not paid. */
  Rollover: z.number().int(),
  WinnerDisplayName: z.string().nullable(),
  EntriesCount: z.number().int(),
  EntriesHash: sha256Hex,
  Commitment: sha256Hex,
  Seed: sha256Hex,
  DrawnOn: z.string(),
  /** Path of the public verification record (GET, no sign-in). */
  VerificationUrl: z.string(),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

/** What an administrator sees before running the manual draw of the current instance. */
export const manualDrawViewSchema = z.object({
  GameInstance: gameInstanceSchema,
  /** Paid entries so far (sales = EntriesCount × TicketPrice), in cents. */
  EntriesCount: z.number().int(),
  SalesTotal: z.number().int(),
  /** GoldRush: the jackpot carried over from earlier rollovers, in cents (0 for 50/50). */
  Jackpot: z.number().int(),
  SalesCloseAt: z.string(),
  DrawAt: z.string(),
  /** SHA-256 of the secret seed, published when the instance opened. */
  Commitment: sha256Hex.nullable(),
  /** True when the manual draw may be run now (ManualDraw on, instance not drawn). */
  CanRun: z.boolean(),
  /**
   * Why the draw cannot run now (a DrawRefusalCode), how many payments it waits for, and when
   * it clears at the latest (unanswered payments are settled or cancelled by then).
   * PaymentsPending alone leaves CanRun true: running closes sales, then settles or cancels them.
   */
  Blocker: z
    .object({
      Code: z.string(),
      PendingPayments: z.number().int(),
      ClearsBy: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /**
   * The result of the game's latest draw (null before its first): the draw screen shows it
   * where the draw was run, also after a reload.
   */
  LastDraw: drawResultSchema.nullable().optional(),
  /**
   * The game's extra draws the draw screen names beside its instance: every one not run yet
   * (of the instance shown, or of one already drawn: the main draw neither runs nor closes
   * them, the scheduler runs each at its own time) and those of the instance drawn last, with
   * their results. Each names its instance. By instance, then draw time.
   */
  ExtraDraws: z.array(extraDrawSchema.extend({ GameInstanceName: z.string() })).optional(),
});
export type ManualDrawView = z.infer<typeof manualDrawViewSchema>;

export const runManualDrawSchema = z.object({
  OrganizationId: idSchema,
  GameInstanceId: idSchema,
});
export type RunManualDraw = z.infer<typeof runManualDrawSchema>;

/**
 * The public verification record of an instance (camelCase, like the domain's
 * publishedDrawSchema, which it satisfies once drawn and once entriesText is fetched from
 * entriesUrl). Before the draw only the commitment is public: seed, entriesHash and
 * winningNumber are null.
 */
export const publishedDrawRecordSchema = z.object({
  instanceId: z.string(),
  instanceName: z.string(),
  gameType: z.union([z.literal(1), z.literal(2)]),
  rangeMax: z.number().int(),
  status: z.string(),
  drawn: z.boolean(),
  commitment: sha256Hex.nullable(),
  seed: sha256Hex.nullable(),
  entriesHash: sha256Hex.nullable(),
  entriesCount: z.number().int().nullable(),
  /** Where the canonical entries text is (absolute path on this server), once drawn. */
  entriesUrl: z.string().nullable(),
  winningNumber: z.number().int().nullable(),
  drawnAt: z.string().nullable(),
  /** The game's IANA zone: the page shows its times there, named, whoever reads it. */
  timeZone: z.string().optional(),
  ...publishedDrawExtras,
});
export type PublishedDrawRecord = z.infer<typeof publishedDrawRecordSchema>;
