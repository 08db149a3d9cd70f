import {
  financialReturnSchema,
  type FinancialReturn,
} from '@charity/domain/reports/financial-return';
import { drawsReportSchema, salesReportSchema } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  bearerFor,
  buildDrawApp,
  prepareGame,
  runManualDraw,
  type GameUnderTest,
} from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { createPlayer } from '../identity/fixtures';
import { cardToken, ids, moneyClient, openInstanceId } from '../payments/money-fixtures';
import { aroundToday, getReport, type Headers } from './report-fixtures';

let t: TestApp;
let game: GameUnderTest;
let manager: Headers;
let auditor: Headers;
let otherOwner: Headers;
beforeAll(async () => {
  t = await buildDrawApp();
  game = await prepareGame(t, 'goldrush', { range: 30, manualDraw: true, share: 50 });
  const staffOf = async (slug: 'goldrush' | 'fiftyfifty', role: 'manager' | 'auditor' | 'owner') =>
    bearerFor(
      t,
      slug,
      await createPlayer(t.database.db, await t.organizationId(slug), { staffRole: role }),
      true,
    );
  manager = await staffOf('goldrush', 'manager');
  auditor = await staffOf('goldrush', 'auditor');
  otherOwner = await staffOf('fiftyfifty', 'owner');
});
afterAll(() => t.close());

const expenseUrl = () => `/api/reports/expenses/for-organization/${game.organizationId}`;
const addExpense = (headers: Headers, payload: Record<string, unknown>, url = expenseUrl()) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const expense = (overrides: Record<string, unknown> = {}) => ({
  GameInstanceId: game.instanceId,
  Description: 'Printing of posters',
  Amount: 1250,
  SpentOn: '2026-11-20',
  ...overrides,
});

async function returnOf(headers: Headers, query: Record<string, string>) {
  const response = await getReport(t, headers, {
    kind: 'financial-return',
    organizationId: game.organizationId,
    query,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("the licence's financial return", () => {
  it('states the sales and draws reports’ figures with the entered expenses', async () => {
    const buyer = await moneyClient(t, 'goldrush');
    const purchase = await buyer.post('/api/player-number/purchase', {
      ...ids(buyer),
      GameInstanceId: await openInstanceId(t, 'goldrush'),
      Quantity: 4,
      Payment: { Token: await cardToken(buyer) },
    });
    expect(purchase.statusCode, purchase.body).toBe(200);
    expect((await addExpense(manager, expense())).statusCode).toBe(201);
    const second = await addExpense(manager, expense({ Description: 'Licence fee', Amount: 300 }));
    expect(second.statusCode, second.body).toBe(201);
    await runManualDraw(t, await adminHeaders(t, 'goldrush'), game.organizationId, game.instanceId);

    const query = { gameInstanceId: game.instanceId };
    const call = (kind: 'sales' | 'draws') =>
      getReport(t, manager, { kind, organizationId: game.organizationId, query });
    const sales = salesReportSchema.parse((await call('sales')).json());
    const draws = drawsReportSchema.parse((await call('draws')).json());
    const report: FinancialReturn = financialReturnSchema.parse(
      (await returnOf(auditor, query)).json(),
    );
    const sale = sales.ByInstance[0];
    const draw = draws.Draws[0];
    if (!sale || !draw) throw new Error('a sale and a draw');
    expect(report.Draws).toEqual([
      {
        GameInstanceId: game.instanceId,
        GameInstanceName: draw.GameInstanceName,
        DrawnAt: draw.DrawnAt,
        TicketsSold: sale.NumbersPlayed,
        GrossReceipts: sale.GrossSales,
        Refunds: sale.RefundedAmount,
        CarriedIn: draw.PotTotal - draw.Sales,
        Prizes: draw.Prize,
        Rollover: draw.Rollover,
        HeldForDraw: 0,
        ProceedsBeforeExpenses: draw.CharityAmount,
        Expenses: 1550,
        NetProceeds: draw.CharityAmount - 1550,
      },
    ]);
    expect(sale.NumbersPlayed).toBe(4);
    expect(report.ExpenseLines.map((line) => line.Description)).toEqual([
      'Printing of posters',
      'Licence fee',
    ]);

    // The licence period (days) gives the same totals.
    const period: FinancialReturn = financialReturnSchema.parse(
      (await returnOf(auditor, aroundToday())).json(),
    );
    expect(period.Totals).toEqual(report.Totals);

    const csv = await returnOf(auditor, { ...query, format: 'csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('GrossReceiptsCents');
    expect(lines.at(-1)).toMatch(/^Total,,,,[\w/]+,4,/);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('organization_id', '=', game.organizationId)
      .where('action', '=', 'expense.recorded')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('states a draw with expenses and no sale yet, by instance and by the days spent', async () => {
    // Another draw of the organization: a scheduled one has no sale in it yet.
    const { rows } = await sql<{ id: string }>`
      select i.id from game_instances i join games g on g.id = i.game_id
      where g.organization_id = ${game.organizationId} and i.id <> ${game.instanceId}
      order by (i.status = 'Scheduled') desc, i.draw_at desc
      limit 1`.execute(t.database.db);
    const open = rows[0]?.id;
    if (!open) throw new Error('a second draw');
    const spent = expense({
      GameInstanceId: open,
      Description: 'Banner',
      SpentOn: aroundToday().from,
    });
    expect((await addExpense(manager, spent)).statusCode).toBe(201);
    const byInstance = financialReturnSchema.parse(
      (await returnOf(auditor, { gameInstanceId: open })).json(),
    );
    const row = byInstance.Draws.find((draw) => draw.GameInstanceId === open);
    expect(row?.Expenses).toBeGreaterThanOrEqual(1250);
    expect(row?.NetProceeds).toBe((row?.ProceedsBeforeExpenses ?? 0) - (row?.Expenses ?? 0));
    expect(byInstance.ExpenseLines.map((line) => line.Description)).toContain('Banner');
    const byDays = financialReturnSchema.parse((await returnOf(auditor, aroundToday())).json());
    expect(byDays.ExpenseLines.map((line) => line.Description)).toContain('Banner');
  });

  it('lets the auditor read but not enter expenses', async () => {
    expectApiError(await addExpense(auditor, expense()), 403);
  });

  it("refuses another organization's staff and does not know its instances", async () => {
    expectApiError(await addExpense(otherOwner, expense()), 403);
    const response = await getReport(t, otherOwner, {
      kind: 'financial-return',
      organizationId: game.organizationId,
      query: aroundToday(),
    });
    expectApiError(response, 403);
    const elsewhere = await openInstanceId(t, 'fiftyfifty');
    expectApiError(await addExpense(manager, expense({ GameInstanceId: elsewhere })), 404);
  });

  it.each([
    ['a negative amount', { Amount: -100 }],
    ['a zero amount', { Amount: 0 }],
    ['a fractional amount', { Amount: 1.5 }],
    ['a 1 MB description', { Description: 'x'.repeat(1024 * 1024) }],
    ['a NUL in the description', { Description: 'Posters\u0000' }],
    ['an empty description', { Description: '  ' }],
    ['a date that is not one', { SpentOn: '2026-02-30' }],
    ['year 0', { SpentOn: '0000-01-01' }],
    ['year 275760', { SpentOn: '275760-01-01' }],
    ['an amount over the limit', { Amount: 10_000_000_001 }],
    ['an amount as text', { Amount: '12.50' }],
  ])('refuses %s with the error shape', async (_name, overrides) => {
    const response = await addExpense(manager, expense(overrides));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectApiError(response, response.statusCode);
  });

  it.each([
    ['a 501-character description', { Description: 'x'.repeat(501) }, 'body.Description'],
    ['a date in 2099', { SpentOn: '2099-01-01' }, 'body.SpentOn'],
    ['a date next week', { SpentOn: inDays(7) }, 'body.SpentOn'],
  ])('refuses %s, naming the field (issue 27)', async (_name, overrides, path) => {
    const body = expectApiError(await addExpense(manager, expense(overrides)), 400);
    expect(body.Errors?.map((problem) => problem.Path)).toEqual([path]);
  });

  it('records an expense dated today', async () => {
    const response = await addExpense(manager, expense({ SpentOn: inDays(0) }));
    expect(response.statusCode).toBe(201);
  });
});
