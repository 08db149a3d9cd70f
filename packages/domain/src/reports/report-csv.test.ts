import { describe, expect, it } from 'vitest';
import type { DrawRow, DrawsReport, SalesReport, SalesRow } from './report-api';
import { drawsCsv, salesCsv } from './report-csv';

const records = (csv: string) =>
  csv
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));

const instanceId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const salesRow = (key: string, gross: number): SalesRow => ({
  Key: key,
  GameInstanceId: null,
  NumbersPlayed: 2,
  NewNumbersSold: 1,
  GrossSales: gross,
  OneOffSales: gross,
  SubscriptionSales: 0,
  Refunds: 0,
  RefundedAmount: 0,
  FailedPayments: 0,
});

const sales = (withGrowth: boolean): SalesReport => ({
  Period: {
    GameInstanceId: withGrowth ? instanceId : null,
    From: null,
    To: null,
    TimeZone: 'America/Halifax',
  },
  ByInstance: [{ ...salesRow('Week 1', 700), GameInstanceId: instanceId }],
  ByDay: [salesRow('2026-11-20', 200), salesRow('2026-11-21', 500)],
  PotGrowth: withGrowth
    ? {
        GameInstanceId: instanceId,
        StartingPot: 10_000,
        Days: [
          { Day: '2026-11-20', Sales: 200, PotTotal: 10_200 },
          { Day: '2026-11-21', Sales: 500, PotTotal: 10_700 },
        ],
      }
    : null,
});

describe('salesCsv', () => {
  it('ends every record with the pot columns, filled only on pot records', () => {
    const [header, ...rows] = records(salesCsv(sales(true)));
    expect(header?.slice(-6, -3)).toEqual(['FailedPayments', 'PotTotalCents', 'PotTotal']);
    for (const row of rows) expect(row).toHaveLength(header?.length ?? 0);
    expect(rows.map((row) => [row[0], row[1], row.at(-5), row.at(-4)])).toEqual([
      ['Instance', 'Week 1', '', ''],
      ['Day', '2026-11-20', '', ''],
      ['Day', '2026-11-21', '', ''],
      ['PotStart', '', '10000', '$100.00'],
      ['PotGrowth', '2026-11-20', '10200', '$102.00'],
      ['PotGrowth', '2026-11-21', '10700', '$107.00'],
    ]);
  });

  it("puts a pot day's sales under GrossSales and leaves the other figures empty", () => {
    const [header, ...rows] = records(salesCsv(sales(true)));
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const day = rows.find((row) => row[0] === 'PotGrowth');
    expect(day?.[column('GameInstanceId')]).toBe(instanceId);
    expect(day?.[column('GrossSalesCents')]).toBe('200');
    expect(day?.[column('GrossSales')]).toBe('$2.00');
    expect(day?.[column('NumbersPlayed')]).toBe('');
    expect(day?.[column('FailedPayments')]).toBe('');
    const start = rows.find((row) => row[0] === 'PotStart');
    expect(start?.[column('GrossSalesCents')]).toBe('');
  });

  it('ends with what is held for future draws, as the JSON report has it (issue 25)', () => {
    const held = { AsOf: '2026-11-22T03:59:59.999Z', Draws: 3, Amount: 600 };
    const [header, ...rows] = records(salesCsv({ ...sales(false), HeldForFutureDraws: held }));
    expect(header?.slice(-3)).toEqual([
      'HeldDraws',
      'HeldForFutureDrawsCents',
      'HeldForFutureDraws',
    ]);
    for (const row of rows) expect(row).toHaveLength(header?.length ?? 0);
    expect(rows.at(-1)).toEqual([
      'HeldForFutureDraws',
      held.AsOf,
      ...Array<string>(15).fill(''),
      '3',
      '600',
      '$6.00',
    ]);
    expect(rows.slice(0, -1).every((row) => row.slice(-3).join('') === '')).toBe(true);
  });

  it('writes no pot records for a date range', () => {
    const rows = records(salesCsv(sales(false))).slice(1);
    expect(rows.map((row) => row[0])).toEqual(['Instance', 'Day', 'Day']);
  });
});

const drawRow = (overrides: Partial<DrawRow>): DrawRow => ({
  GameInstanceId: instanceId,
  GameInstanceName: 'Week 1, "final"',
  DrawnAt: '2026-11-21T23:00:00.000Z',
  Outcome: 'PaidWinner',
  WinningNumber: 7,
  WinnerDisplayName: 'Ann B.',
  Sales: 1000,
  PotTotal: 1000,
  Prize: 500,
  Rollover: 0,
  CharityAmount: 500,
  VerificationPath: `/draws/${instanceId}/verify`,
  PrizePaidAt: null,
  Unclaimed: true,
  ...overrides,
});

describe('drawsCsv', () => {
  it('leads with the section and ends with PrizePaidAt and Unclaimed', () => {
    const paidAt = '2026-11-22T10:00:00.000Z';
    const report: DrawsReport = {
      Period: {
        GameInstanceId: null,
        From: '2026-11-01',
        To: '2026-11-30',
        TimeZone: 'America/Halifax',
      },
      Draws: [drawRow({ PrizePaidAt: paidAt, Unclaimed: false })],
      UnclaimedPrizes: [drawRow({ GameInstanceName: 'Week 0' })],
      UnclaimedAmount: 500,
    };
    const lines = drawsCsv(report).split('\r\n');
    expect(lines[0]?.split(',')).toEqual([
      'Section',
      'GameInstanceId',
      'GameInstanceName',
      'DrawnAt',
      'Outcome',
      'WinningNumber',
      'WinnerDisplayName',
      'SalesCents',
      'Sales',
      'PotTotalCents',
      'PotTotal',
      'PrizeCents',
      'Prize',
      'RolloverCents',
      'Rollover',
      'CharityAmountCents',
      'CharityAmount',
      'RefundedAfterDrawCents',
      'RefundedAfterDraw',
      'CarriedInCents',
      'CarriedIn',
      'CarriedOutCents',
      'CarriedOut',
      'VerificationPath',
      'PrizePaidAt',
      'Unclaimed',
    ]);
    // RFC 4180: the comma and quotes of the name are quoted, quotes doubled.
    expect(lines[1]).toBe(
      `Draw,${instanceId},"Week 1, ""final""",2026-11-21T23:00:00.000Z,PaidWinner,7,Ann B.,` +
        `1000,$10.00,1000,$10.00,500,$5.00,0,$0.00,500,$5.00,0,$0.00,0,$0.00,0,$0.00,/draws/${instanceId}/verify,` +
        `${paidAt},false`,
    );
    expect(lines[2]?.startsWith(`Unclaimed,${instanceId},Week 0,`)).toBe(true);
    expect(lines[2]?.endsWith(`/verify,,true`)).toBe(true);
    expect(lines[3]).toBe('');
  });
});
