import { z } from 'zod';
import { idSchema } from '../api/ids';
import { boundedIsoDate } from '../requests/bounded-date';
import { safeText } from '../requests/safe-text';
import { moneyColumns, toCsv } from './csv';
import { reportPeriodSchema } from './report-period';
import { zonedTimestamp } from './zoned-timestamp';

const cents = z.number().int();
const count = z.number().int().nonnegative();

/** The longest expense description: a line on a printed return, not a document. */
export const MAX_EXPENSE_DESCRIPTION = 500;
/** A hundred million dollars: no raffle expense is more, and the sum stays a safe integer. */
export const MAX_EXPENSE_CENTS = 10_000_000_000;

/**
 * The latest day an expense may be dated: today where it is furthest ahead (UTC + 14 h), so no
 * organization's today is refused, and a typing slip such as 2099 is.
 */
export function latestExpenseDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** What a staff member enters: one expense of one draw (game instance). Amount in cents. */
export const expenseInputSchema = z.object({
  GameInstanceId: idSchema,
  Description: safeText().trim().min(1).max(MAX_EXPENSE_DESCRIPTION),
  Amount: z.number().int().positive().max(MAX_EXPENSE_CENTS),
  SpentOn: boundedIsoDate().refine((value) => value <= latestExpenseDate(), {
    message: 'must not be later than today (an expense already paid)',
  }),
});
export type ExpenseInput = z.infer<typeof expenseInputSchema>;

export const expenseSchema = z.object({
  Id: z.string(),
  GameInstanceId: z.string(),
  GameInstanceName: z.string(),
  Description: z.string(),
  Amount: cents,
  SpentOn: z.string().describe('ISO date (YYYY-MM-DD)'),
  RecordedAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

/**
 * The figures of one draw as the licence's financial return states them (AGCO lottery report,
 * Nova Scotia ticket lottery report): tickets sold, gross receipts, prizes, expenses, net
 * proceeds. Sales and refunds are the sales report's, prizes and the charity's share the draws
 * report's: the return adds the expenses and nothing else.
 */
export const returnFiguresSchema = z.object({
  TicketsSold: count.describe("The sales report's NumbersPlayed"),
  GrossReceipts: cents.describe("The sales report's GrossSales"),
  Refunds: cents.describe("The sales report's RefundedAmount"),
  CarriedIn: cents.describe(
    "Brought into the draw's pot from earlier draws (rolled-over jackpot, unclaimed prizes)",
  ),
  Prizes: cents.describe(
    "Prizes awarded: the draws report's Prize and the prizes of the draw's extra draws",
  ),
  Rollover: cents.describe(
    "Carried to the next draw: the draws report's Rollover and extra prizes added to a later pot",
  ),
  HeldForDraw: cents.describe(
    'A draw not run yet: its receipts so far (less refunds), held until the draw splits them',
  ),
  ProceedsBeforeExpenses: cents.describe(
    "The draws report's CharityAmount less what went back after the draw and the extra prizes",
  ),
  Expenses: cents,
  NetProceeds: cents.describe('ProceedsBeforeExpenses less Expenses: to the charity'),
});
export type ReturnFigures = z.infer<typeof returnFiguresSchema>;

export const returnRowSchema = returnFiguresSchema.extend({
  GameInstanceId: z.string(),
  GameInstanceName: z.string(),
  DrawnAt: z.string().nullable(),
});
export type ReturnRow = z.infer<typeof returnRowSchema>;

export const financialReturnSchema = z.object({
  Period: reportPeriodSchema,
  LicenceNumber: z
    .string()
    .nullable()
    .optional()
    .describe("The organization's licence number (its settings); null when none is set"),
  Draws: z.array(returnRowSchema),
  Totals: returnFiguresSchema,
  ExpenseLines: z.array(expenseSchema),
});
export type FinancialReturn = z.infer<typeof financialReturnSchema>;

const money = (name: string) => [`${name}Cents`, name];
const figureColumns = [
  'TicketsSold',
  ...money('GrossReceipts'),
  ...money('Refunds'),
  ...money('CarriedIn'),
  ...money('Prizes'),
  ...money('Rollover'),
  ...money('HeldForDraw'),
  ...money('ProceedsBeforeExpenses'),
  ...money('Expenses'),
  ...money('NetProceeds'),
];

const figures = (f: ReturnFigures) => [
  f.TicketsSold,
  ...moneyColumns(f.GrossReceipts),
  ...moneyColumns(f.Refunds),
  ...moneyColumns(f.CarriedIn),
  ...moneyColumns(f.Prizes),
  ...moneyColumns(f.Rollover),
  ...moneyColumns(f.HeldForDraw),
  ...moneyColumns(f.ProceedsBeforeExpenses),
  ...moneyColumns(f.Expenses),
  ...moneyColumns(f.NetProceeds),
];

/**
 * The return as CSV: one record per draw, then the period's totals. DrawnAt is written in the
 * game's time zone with its offset (as the page shows it), the zone named in its own column.
 */
export function financialReturnCsv(report: FinancialReturn): string {
  const zone = report.Period.TimeZone;
  return toCsv(
    ['Section', 'GameInstanceId', 'GameInstanceName', 'DrawnAt', 'TimeZone', ...figureColumns],
    [
      ...report.Draws.map((row) => [
        'Draw',
        row.GameInstanceId,
        row.GameInstanceName,
        row.DrawnAt === null ? null : zonedTimestamp(row.DrawnAt, zone),
        zone,
        ...figures(row),
      ]),
      ['Total', null, null, null, zone, ...figures(report.Totals)],
    ],
  );
}

/** Every figure at zero: where a draw's or a period's sums start. */
export const noFigures = (): ReturnFigures => ({
  TicketsSold: 0,
  GrossReceipts: 0,
  Refunds: 0,
  CarriedIn: 0,
  Prizes: 0,
  Rollover: 0,
  HeldForDraw: 0,
  ProceedsBeforeExpenses: 0,
  Expenses: 0,
  NetProceeds: 0,
});

/** Sums draws' figures into the period's totals. */
export function sumFigures(rows: readonly ReturnFigures[]): ReturnFigures {
  const total = noFigures();
  for (const row of rows) {
    for (const key of Object.keys(total) as (keyof ReturnFigures)[]) total[key] += row[key];
  }
  return total;
}
