import { moneyColumns, toCsv, type CsvValue } from './csv';
import type {
  CharitiesReport,
  DrawRow,
  DrawsReport,
  PotGrowth,
  PlayersReport,
  ReconciliationReport,
  SalesReport,
  SalesRow,
} from './report-api';

/** Each amount is two columns: `<Name>Cents` (integer) and `<Name>` (formatted). */
const money = (name: string) => [`${name}Cents`, name];

const salesHeader = [
  'Grouping',
  'Key',
  'GameInstanceId',
  'NumbersPlayed',
  'NewNumbersSold',
  ...money('GrossSales'),
  ...money('OneOffSales'),
  ...money('SubscriptionSales'),
  'Refunds',
  ...money('RefundedAmount'),
  'FailedPayments',
  ...money('PotTotal'),
  'HeldDraws',
  ...money('HeldForFutureDraws'),
];

const blank = (count: number): CsvValue[] => Array<CsvValue>(count).fill('');

const salesRecord = (grouping: string, row: SalesRow): CsvValue[] => [
  grouping,
  row.Key,
  row.GameInstanceId,
  row.NumbersPlayed,
  row.NewNumbersSold,
  ...moneyColumns(row.GrossSales),
  ...moneyColumns(row.OneOffSales),
  ...moneyColumns(row.SubscriptionSales),
  row.Refunds,
  ...moneyColumns(row.RefundedAmount),
  row.FailedPayments,
  ...blank(5), // PotTotal, HeldDraws, HeldForFutureDraws
];

/** A pot record: its key, the instance, the day's gross sales and the pot at the end of it. */
const potRecord = (
  grouping: string,
  key: string,
  growth: PotGrowth,
  sales: number | null,
  pot: number,
): CsvValue[] => [
  grouping,
  key,
  growth.GameInstanceId,
  ...blank(2), // NumbersPlayed, NewNumbersSold
  ...(sales === null ? blank(2) : moneyColumns(sales)),
  ...blank(8), // OneOffSales to FailedPayments
  ...moneyColumns(pot),
  ...blank(3), // HeldDraws, HeldForFutureDraws
];

/** The prepaid draws charged and not opened at the end of the period, as the JSON has it. */
const heldRecord = (held: NonNullable<SalesReport['HeldForFutureDraws']>): CsvValue[] => [
  'HeldForFutureDraws',
  held.AsOf,
  ...blank(15), // GameInstanceId to PotTotal
  held.Draws,
  ...moneyColumns(held.Amount),
];

/**
 * By instance, by day, then (one instance) the pot it opened with and its growth day by day,
 * then what is held for future draws (prepaid draws not opened) at the end of the period.
 */
export function salesCsv(report: SalesReport): string {
  const growth = report.PotGrowth;
  return toCsv(salesHeader, [
    ...report.ByInstance.map((row) => salesRecord('Instance', row)),
    ...report.ByDay.map((row) => salesRecord('Day', row)),
    ...(growth
      ? [
          potRecord('PotStart', '', growth, null, growth.StartingPot),
          ...growth.Days.map((day) =>
            potRecord('PotGrowth', day.Day, growth, day.Sales, day.PotTotal),
          ),
        ]
      : []),
    ...(report.HeldForFutureDraws ? [heldRecord(report.HeldForFutureDraws)] : []),
  ]);
}

const drawRecord = (section: string, row: DrawRow): CsvValue[] => [
  section,
  row.GameInstanceId,
  row.GameInstanceName,
  row.DrawnAt,
  row.Outcome,
  row.WinningNumber,
  row.WinnerDisplayName,
  ...moneyColumns(row.Sales),
  ...moneyColumns(row.PotTotal),
  ...moneyColumns(row.Prize),
  ...moneyColumns(row.Rollover),
  ...moneyColumns(row.CharityAmount),
  ...moneyColumns(row.RefundedAfterDraw ?? 0),
  ...moneyColumns(row.CarriedIn ?? 0),
  ...moneyColumns(row.CarriedOut ?? 0),
  row.VerificationPath,
  row.PrizePaidAt,
  row.Unclaimed,
];

/** The period's draws, then every prize still unclaimed (whatever the period). */
export function drawsCsv(report: DrawsReport): string {
  return toCsv(
    [
      'Section',
      'GameInstanceId',
      'GameInstanceName',
      'DrawnAt',
      'Outcome',
      'WinningNumber',
      'WinnerDisplayName',
      ...money('Sales'),
      ...money('PotTotal'),
      ...money('Prize'),
      ...money('Rollover'),
      ...money('CharityAmount'),
      ...money('RefundedAfterDraw'),
      ...money('CarriedIn'),
      ...money('CarriedOut'),
      'VerificationPath',
      'PrizePaidAt',
      'Unclaimed',
    ],
    [
      ...report.Draws.map((row) => drawRecord('Draw', row)),
      ...report.UnclaimedPrizes.map((row) => drawRecord('Unclaimed', row)),
    ],
  );
}

export function charitiesCsv(report: CharitiesReport): string {
  return toCsv(
    ['CharityId', 'CharityName', 'Players', ...money('Sales')],
    [
      ...report.Charities.map((row) => [
        row.CharityId,
        row.CharityName ?? '(no pledge)',
        row.Players,
        ...moneyColumns(row.Sales),
      ]),
      ['', 'Organization share of draws', '', ...moneyColumns(report.CharityAmount)],
    ],
  );
}

export function playersCsv(report: PlayersReport): string {
  return toCsv(
    [
      'NewRegistrations',
      'ActivePlayers',
      'SubscribedGroups',
      'PaymentFailures',
      'RecoveredFailures',
    ],
    [
      [
        report.NewRegistrations,
        report.ActivePlayers,
        report.SubscribedGroups,
        report.PaymentFailures,
        report.RecoveredFailures,
      ],
    ],
  );
}

/** One file: a summary record, then provider totals, then every difference. */
export function reconciliationCsv(report: ReconciliationReport): string {
  return toCsv(
    [
      'Section',
      'Reconciles',
      'Provider',
      'Kind',
      'PaymentId',
      'GameInstanceId',
      'PaymentStatus',
      'Count',
      ...money('Amount'),
      ...money('EntriesAmount'),
      ...money('RefundedAmount'),
    ],
    [
      ['Summary', report.Reconciles, '', '', '', '', '', report.Differences.length],
      ...report.Providers.map((row) => [
        'Provider',
        '',
        row.Provider,
        '',
        '',
        '',
        'succeeded',
        row.SucceededPayments,
        ...moneyColumns(row.SucceededAmount),
        '',
        '',
        ...moneyColumns(row.RefundedAmount),
      ]),
      ...report.Differences.map((row) => [
        'Difference',
        false,
        '',
        row.Kind,
        row.PaymentId,
        row.GameInstanceId,
        row.PaymentStatus,
        row.Entries,
        ...moneyColumns(row.PaymentAmount),
        ...moneyColumns(row.EntriesAmount),
        ...(row.RefundedAmount === undefined ? [] : moneyColumns(row.RefundedAmount)),
      ]),
      // Refunds per processor charge: Reconciles false where they pass the charge.
      ...(report.ChargeRefunds ?? []).map((row) => [
        'ChargeRefunds',
        !row.ExceedsCharge,
        row.Provider,
        row.ExceedsCharge ? 'RefundsPassCharge' : '',
        row.PaymentId,
        '',
        '',
        row.Refunds,
        ...moneyColumns(row.Charged),
        '',
        '',
        ...moneyColumns(row.Refunded),
      ]),
      ...(report.VoidedAtClose ?? []).map((row) => [
        'VoidedAtClose',
        '',
        '',
        'voided_at_close',
        row.PaymentId,
        row.GameInstanceId,
        'failed',
        1,
        ...moneyColumns(row.PaymentAmount),
      ]),
    ],
  );
}
