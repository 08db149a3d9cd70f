import { z } from 'zod';
import { regionSchema } from '../geo/region';
import { gameSetupSchema, type GameSetup } from './game-setup';
import { setupKey } from './organization-schema';

/**
 * A game as the console adds or edits it (issue 27): the provisioning file's game fields
 * without its instances and bundles (they have their own calls), with messages a person
 * reads ("must be a whole number of cents", never "expected number, received NaN").
 */
/** "1 cent", "5 cents": `unit` is the plural, its singular drops the final s. */
const amount = (count: number, unit: string) =>
  `${count.toLocaleString('en-CA')} ${count === 1 ? unit.replace(/s$/, '') : unit}`;

const whole = (min: number, max: number, unit: string) =>
  z
    .number({ error: `must be a whole number of ${unit}` })
    .int({ error: `must be a whole number of ${unit}` })
    .min(min, { error: `must be at least ${amount(min, unit)}` })
    .max(max, { error: `must be at most ${amount(max, unit)}` });

const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max.toLocaleString('en-CA')} characters` });

const description = z
  .string({ error: 'must be text' })
  .trim()
  .max(5000, { error: 'must be at most 5,000 characters' });

const yesNo = z.boolean({ error: 'must be yes or no' });

/** An IANA zone the server's clock knows, e.g. America/Halifax. */
export const timeZoneSchema = z
  .string({ error: 'must be a time zone, e.g. America/Halifax' })
  .trim()
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-CA', { timeZone: zone });
        return zone.includes('/') || zone === 'UTC';
      } catch {
        return false;
      }
    },
    { error: 'must be a time zone, e.g. America/Halifax' },
  );

export const MAX_TICKET_PRICE_CENTS = 100_000;
export const MAX_SALES_CLOSE_MINUTES = 7 * 24 * 60;

const scheduleSchema = z.strictObject(
  {
    drawWeekday: z
      .number({ error: 'must be a day from 0 (Sunday) to 6 (Saturday)' })
      .int({ error: 'must be a day from 0 (Sunday) to 6 (Saturday)' })
      .min(0, { error: 'must be a day from 0 (Sunday) to 6 (Saturday)' })
      .max(6, { error: 'must be a day from 0 (Sunday) to 6 (Saturday)' })
      .nullable(),
    drawTime: z
      .string({ error: 'must be a time, HH:MM' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time, HH:MM' })
      .nullable(),
    timeZone: timeZoneSchema,
    salesCloseMinutesBeforeDraw: whole(0, MAX_SALES_CLOSE_MINUTES, 'minutes'),
  },
  { error: 'must give the draw day, time, time zone and sales close' },
);

const gameFields = {
  type: z.enum(['GoldRush', 'ProgressiveFiftyFifty'], {
    error: 'must be GoldRush or ProgressiveFiftyFifty',
  }),
  name: text(200),
  description,
  translations: z
    .strictObject({
      fr: z.strictObject({ name: text(200).optional(), description: description.optional() }),
    })
    .optional(),
  ticketPriceCents: whole(1, MAX_TICKET_PRICE_CENTS, 'cents'),
  winnerSharePercent: whole(1, 100, 'percent'),
  numberRangeMax: whole(1, 10_000_000, 'numbers'),
  /** Null: the organization's setting applies. */
  maxNumbersPerPlayer: whole(1, 1000, 'numbers').nullable(),
  manualDraw: yesNo,
  /** Players may let each new draw charge their saved card (auto-play). */
  subscriptionsEnabled: yesNo,
  /** Draws a player may pay for at once; 1 turns prepaying off. */
  maxPrepaidDraws: whole(1, 52, 'draws'),
  lockPlayersToRegion: yesNo,
  region: regionSchema.nullable(),
  schedule: scheduleSchema,
};

const needsRegion = (game: { lockPlayersToRegion: boolean; region: unknown }) =>
  !game.lockPlayersToRegion || game.region !== null;
const regionRule = { error: 'a game locked to its region needs a region', path: ['region'] };
const bothOrNeither = (game: { schedule: { drawWeekday: unknown; drawTime: unknown } }) =>
  (game.schedule.drawWeekday === null) === (game.schedule.drawTime === null);
const scheduleRule = {
  error: 'give both the draw day and its time, or neither',
  path: ['schedule', 'drawTime'],
};

/** PUT setup/game/{gameId}/for-organization/{organizationId}. */
export const gameEditSchema = z
  .strictObject(gameFields)
  .refine(needsRegion, regionRule)
  .refine(bothOrNeither, scheduleRule);
export type GameEdit = z.infer<typeof gameEditSchema>;

/** POST setup/games/for-organization/{organizationId}: the same, with the game's key. */
export const gameAddSchema = z
  .strictObject({ key: setupKey, ...gameFields })
  .refine(needsRegion, regionRule)
  .refine(bothOrNeither, scheduleRule);
export type GameAdd = z.infer<typeof gameAddSchema>;

/** The field names of a game the form sends (for field errors and the audit). */
export type GameEditField = keyof GameEdit;

/** A saved change the console should point out, by code so each screen words it. */
export const gameSaveWarningSchema = z.object({
  Code: z.literal('NumbersPerPlayerBelowHeld'),
  Message: z.string(),
  Players: z.number().int(),
  Limit: z.number().int(),
});
export type GameSaveWarning = z.infer<typeof gameSaveWarningSchema>;

/** The answer to adding or editing a game: the game as the console lists it, and warnings. */
export const gameSaveResultSchema = z.object({
  game: gameSetupSchema,
  warnings: z.array(gameSaveWarningSchema),
});
export type GameSaveResult = z.infer<typeof gameSaveResultSchema>;

/** A listed game as the edit call takes it (the form starts from it; the audit keeps it). */
export function editableGame(game: GameSetup): GameEdit {
  return {
    type: game.type,
    name: game.name,
    description: game.description,
    translations: game.translations,
    ticketPriceCents: game.ticketPriceCents,
    winnerSharePercent: game.winnerSharePercent,
    numberRangeMax: game.numberRangeMax,
    maxNumbersPerPlayer: game.maxNumbersPerPlayer,
    manualDraw: game.manualDraw,
    subscriptionsEnabled: game.subscriptionsEnabled,
    maxPrepaidDraws: game.maxPrepaidDraws,
    lockPlayersToRegion: game.lockPlayersToRegion,
    region: game.region,
    schedule: {
      drawWeekday: game.drawWeekday,
      drawTime: game.drawTime,
      timeZone: game.timeZone,
      salesCloseMinutesBeforeDraw: game.salesCloseMinutesBeforeDraw,
    },
  };
}
