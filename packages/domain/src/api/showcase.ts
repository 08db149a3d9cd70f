import { z } from 'zod';

/** The public front page's game: what a visitor may see before signing in. */
export const showcaseGameSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  GameType: z.number().int(),
  /** Cents; an estimate until sales close. */
  PotTotal: z.number().int(),
  /** Cents, the price of one number for one draw. */
  TicketPrice: z.number().int(),
  SalesCloseAt: z.string(),
  DrawAt: z.string(),
  /** IANA zone of the game: the draw time is shown in it, named. */
  TimeZone: z.string(),
  Status: z.string(),
});

/** A past draw with a winner: first name and last initial only (never contact details). */
export const showcaseWinnerSchema = z.object({
  DisplayName: z.string(),
  WinningNumber: z.number().int(),
  /** Cents. */
  Prize: z.number().int(),
  DrawnOn: z.string(),
  GameInstanceName: z.string(),
  /** An extra draw's prize (early bird, second prize); null for the main draw. */
  PrizeName: z.string().nullable(),
  /** No winner (GoldRush: the number drawn was not sold): Prize is what rolls over. */
  Rollover: z.boolean(),
});

/**
 * `GET /api/showcase`: the organization served at the request's host, as its public page
 * shows it (issue 14). No authentication; nothing private.
 */
export const showcaseSchema = z.object({
  OrganizationName: z.string(),
  CurrentGame: showcaseGameSchema.nullable(),
  LastWinners: z.array(showcaseWinnerSchema),
  Charities: z.array(z.object({ Name: z.string(), Category: z.string() })),
});
export type Showcase = z.infer<typeof showcaseSchema>;
export type ShowcaseGame = z.infer<typeof showcaseGameSchema>;
export type ShowcaseWinner = z.infer<typeof showcaseWinnerSchema>;

/** How many past winners the public page lists. */
export const SHOWCASE_WINNERS = 5;
