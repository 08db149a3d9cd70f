import { z } from 'zod';
import { GameType } from '../game-type';
import { entrySchema } from './entry-list';

const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/, 'Expected 64 lowercase hex digits');

/**
 * What is published after a draw, enough for anyone to recompute it (verification page, CLI).
 * The entries come either as `entries` ([{ ticketNumber }], ascending) or as `entriesText`
 * (the canonical download text, see entries-text.ts): exactly one of the two.
 */
export const publishedDrawSchema = z
  .object({
    instanceId: z.string().min(1),
    gameType: z.union([z.literal(GameType.GoldRush), z.literal(GameType.ProgressiveFiftyFifty)]),
    /** The game's number range is 1..rangeMax. */
    rangeMax: z.int().positive(),
    /** SHA-256 of the seed bytes, published when the instance opened. */
    commitment: sha256HexSchema,
    /** The seed, revealed after the draw. */
    seed: sha256HexSchema,
    entriesHash: sha256HexSchema,
    entries: z.array(entrySchema).optional(),
    entriesText: z.string().optional(),
    /** null only for a ProgressiveFiftyFifty draw without entries. */
    winningNumber: z.int().positive().nullable(),
    /**
     * How the number is picked: `range` (GoldRush: 1..rangeMax) or `entries` (one of the
     * entries, as a 50/50). Absent: the game type's rule. Extra draws and redraws pick among
     * their entries whatever the game (DESIGN.md §3 "Money operations").
     */
    pick: z.enum(['range', 'entries']).optional(),
  })
  .refine((record) => (record.entries === undefined) !== (record.entriesText === undefined), {
    message: 'Give exactly one of entries and entriesText',
    path: ['entries'],
  });
export type PublishedDraw = z.infer<typeof publishedDrawSchema>;
