import { z } from 'zod';

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** `2026-11-27T20:00` as its parts, or null when it is not a real date and time. */
export function parseWallTime(value: string): WallTime | null {
  const match = WALL.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
  return real ? { year, month, day, hour, minute } : null;
}

/** A date and time on the game's clock (its time zone), as a datetime-local field gives it. */
export const wallTimeSchema = z
  .string()
  .regex(WALL, 'must be a date and time, YYYY-MM-DDTHH:MM')
  .refine((value) => parseWallTime(value) !== null, 'must be a real date and time')
  .refine((value) => {
    const year = parseWallTime(value)?.year ?? 0;
    return year >= FIRST_YEAR && year <= LAST_YEAR;
  }, `must be between the years ${FIRST_YEAR} and ${LAST_YEAR}`);

/**
 * Wall times typed on one clock: the draw not before sales close. Same format, so the strings
 * order as the times do (the server checks the instants too).
 */
export function refineDrawAfterClose(
  body: { salesCloseAt: string; drawAt: string },
  context: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
): void {
  if (body.drawAt < body.salesCloseAt) {
    context.addIssue({
      code: 'custom',
      path: ['drawAt'],
      message: 'must not be before sales close',
    });
  }
}

/**
 * Its French name and description (issue 27), with the English ones' limits: sent, they
 * replace the stored ones (an empty `fr` removes them); not sent, those stay.
 */
export const instanceTranslationsSetupSchema = z
  .strictObject({
    fr: z
      .strictObject({
        name: z.string().trim().min(1, 'must not be empty').max(200),
        description: z.string().trim().max(2000),
      })
      .partial()
      .optional(),
  })
  .optional();

/**
 * The next instance of a game, as the console creates it: its name and its schedule on the
 * game's clock. Opens before sales close; sales close no later than the draw.
 */
export const instanceSetupSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'must not be empty').max(200),
    description: z.string().trim().max(2000).default(''),
    opensAt: wallTimeSchema,
    salesCloseAt: wallTimeSchema,
    drawAt: wallTimeSchema,
    translations: instanceTranslationsSetupSchema,
  })
  .superRefine((body, context) => {
    // Same format, so the strings order as the times do (the server checks the instants too).
    if (body.salesCloseAt <= body.opensAt) {
      context.addIssue({
        code: 'custom',
        path: ['salesCloseAt'],
        message: 'must be after the opening',
      });
    }
    refineDrawAfterClose(body, context);
  });
export type InstanceSetup = z.infer<typeof instanceSetupSchema>;
export type InstanceSetupInput = z.input<typeof instanceSetupSchema>;

export interface InstanceTimes {
  opensAt: Date;
  salesCloseAt: Date;
  drawAt: Date;
}

export interface ExistingInstance {
  name: string;
  status: string;
  startedOn: Date | null;
  drawAt: Date;
}

export interface FieldProblem {
  Path: string;
  Message: string;
}

/**
 * What keeps a new instance from being scheduled at these instants: a time already past, sales
 * closing after the draw (a zone's clock change can do that), or a period (opening to draw)
 * overlapping another instance of the game that is not cancelled.
 */
export function scheduleProblems(
  times: InstanceTimes,
  others: readonly ExistingInstance[],
  now: Date,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (times.salesCloseAt.getTime() <= now.getTime()) {
    problems.push({ Path: 'salesCloseAt', Message: 'must be in the future' });
  }
  if (times.drawAt.getTime() < times.salesCloseAt.getTime()) {
    problems.push({ Path: 'drawAt', Message: 'must not be before sales close' });
  }
  for (const other of others) {
    if (other.status === 'Cancelled') continue;
    const startsBeforeItsDraw = (other.startedOn?.getTime() ?? -Infinity) < times.drawAt.getTime();
    if (startsBeforeItsDraw && other.drawAt.getTime() > times.opensAt.getTime()) {
      problems.push({
        Path: 'opensAt',
        Message: `overlaps ${other.name} (${other.status}, draw at ${other.drawAt.toISOString()})`,
      });
    }
  }
  return problems;
}
