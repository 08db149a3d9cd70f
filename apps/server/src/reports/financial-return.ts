import {
  noFigures,
  sumFigures,
  type Expense,
  type ExpenseInput,
  type FinancialReturn,
  type ReturnRow,
} from '@charity/domain/reports/financial-return';
import { sql } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';
import type { Locale } from '../identity/pages/locale';
import { instanceNameSql } from '../translations/instance-name';
import { notFound } from '../errors/http-errors';
import { drawnProceeds, undrawnFigures } from '@charity/domain/reports/return-proceeds';
import { drawsReport } from './draws-report';
import { salesReport } from './sales-report';
import { paymentsInWindow, toInt, type ReportWindow } from './report-window';
import { refusal } from '../refusals/refusal-catalogue';

interface ExpenseRecord {
  id: string;
  game_instance_id: string;
  game_instance_name: string;
  description: string;
  amount_cents: string;
  spent_on: string;
  recorded_at: Date;
}

const expenseOf = (row: ExpenseRecord): Expense => ({
  Id: row.id,
  GameInstanceId: row.game_instance_id,
  GameInstanceName: row.game_instance_name,
  Description: row.description,
  Amount: toInt(row.amount_cents),
  SpentOn: row.spent_on,
  RecordedAt: new Date(row.recorded_at).toISOString(),
});

/** Records one expense of one of the organization's draws, with its audit row, in one transaction. */
export async function recordExpense(
  db: Executor,
  organizationId: string,
  accountId: string,
  input: ExpenseInput,
  locale: Locale = 'en',
): Promise<Expense> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<ExpenseRecord>`
      with instance as (
        select i.id, ${instanceNameSql(locale, 'i.id', 'i.name')} as local_name
        from game_instances i join games g on g.id = i.game_id
        where i.id = ${input.GameInstanceId} and g.organization_id = ${organizationId})
      insert into raffle_expenses
        (organization_id, game_instance_id, description, amount_cents, spent_on, recorded_by)
      select ${organizationId}, instance.id, ${input.Description}, ${input.Amount},
        ${input.SpentOn}::date, ${accountId}
      from instance
      returning id, game_instance_id, (select local_name from instance) as game_instance_name,
        description, amount_cents, to_char(spent_on, 'YYYY-MM-DD') as spent_on, recorded_at`.execute(
      trx,
    );
    const row = rows[0];
    if (!row) throw notFound(refusal('gameInstance.notFound', { id: input.GameInstanceId }));
    await appendAudit(trx, {
      organizationId,
      actor: accountId,
      action: 'expense.recorded',
      subjectType: 'game_instance',
      subjectId: row.game_instance_id,
      details: { ExpenseId: row.id, Amount: input.Amount, Description: input.Description },
    });
    return expenseOf(row);
  });
}

async function expensesOf(
  db: Executor,
  organizationId: string,
  instanceIds: string[],
  locale: Locale,
): Promise<Expense[]> {
  if (instanceIds.length === 0) return [];
  const { rows } = await sql<ExpenseRecord>`
    select e.id, e.game_instance_id,
      ${instanceNameSql(locale, 'i.id', 'i.name')} as game_instance_name, e.description,
      e.amount_cents, to_char(e.spent_on, 'YYYY-MM-DD') as spent_on, e.recorded_at
    from raffle_expenses e join game_instances i on i.id = e.game_instance_id
    where e.organization_id = ${organizationId}
      and e.game_instance_id in (${sql.join(instanceIds)})
    order by e.spent_on, e.recorded_at, e.id`.execute(db);
  return rows.map(expenseOf);
}

/**
 * The draws the period names without their sales or draw: the period's own instance, and for a
 * range of days the instances of the expenses spent in it.
 */
async function instancesWithExpenses(
  db: Executor,
  window: ReportWindow,
): Promise<{ id: string; name: string }[]> {
  const { GameInstanceId, From, To } = window.period;
  const { rows } = await sql<{ id: string; name: string }>`
    select i.id, ${instanceNameSql(window.locale, 'i.id', 'i.name')} as name
    from game_instances i join games g on g.id = i.game_id
    where g.organization_id = ${window.organizationId}
      and (i.id = ${GameInstanceId}::uuid
        or i.id in (select e.game_instance_id from raffle_expenses e
          where e.organization_id = ${window.organizationId}
            and e.spent_on between ${From}::date and ${To}::date))
    order by i.draw_at, i.id`.execute(db);
  return rows;
}

/**
 * Per instance, what was taken for payments later refunded whole. The sales report leaves such
 * a payment out of its gross sales (it lists it apart); the return counts the money taken in
 * gross receipts and the money given back in refunds, so that gross − refunds is what stayed.
 */
async function refundedWholeByInstance(
  db: Executor,
  window: ReportWindow,
): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: string; taken: unknown }>`
    select p.game_instance_id as id, sum(p.amount_cents) as taken
    from payments p
    where ${paymentsInWindow(window)} and p.status = 'refunded'
    group by p.game_instance_id`.execute(db);
  return new Map(rows.map((row) => [row.id, toInt(row.taken)]));
}

/**
 * The licence's financial return of a period: per draw, the sales report's sales and the draws
 * report's prizes and share, with the draw's expenses. Nothing is counted a second way.
 */
export async function financialReturn(
  db: Executor,
  window: ReportWindow,
): Promise<FinancialReturn> {
  const [sales, draws, refundedWhole] = await Promise.all([
    salesReport(db, window),
    drawsReport(db, window),
    refundedWholeByInstance(db, window),
  ]);
  const rows = new Map<string, ReturnRow>();
  const rowOf = (id: string, name: string) => {
    const existing = rows.get(id);
    if (existing) return existing;
    const row: ReturnRow = {
      GameInstanceId: id,
      GameInstanceName: name,
      DrawnAt: null,
      ...noFigures(),
    };
    rows.set(id, row);
    return row;
  };
  for (const sale of sales.ByInstance) {
    if (!sale.GameInstanceId) continue;
    const row = rowOf(sale.GameInstanceId, sale.Key);
    row.TicketsSold += sale.NumbersPlayed;
    row.GrossReceipts += sale.GrossSales + (refundedWhole.get(sale.GameInstanceId) ?? 0);
    row.Refunds += sale.RefundedAmount;
  }
  // Extra draws' prizes are prizes awarded in their draw (a redraw replaces a winner: the
  // prize is counted once, by the draw it redraws). One figure with the draws report's.
  const extra = new Map<string, { prizes: number; carried: number }>();
  for (const winner of draws.ExtraWinners ?? []) {
    if (winner.Kind !== 'Extra' || !winner.GameInstanceId) continue;
    const sums = extra.get(winner.GameInstanceId) ?? { prizes: 0, carried: 0 };
    const carried = winner.CarriedOut ?? 0;
    sums.prizes += winner.Prize - carried;
    sums.carried += carried;
    extra.set(winner.GameInstanceId, sums);
    rowOf(winner.GameInstanceId, winner.GameInstanceName);
  }
  for (const [id, sums] of extra) {
    const row = rows.get(id);
    if (!row) continue;
    row.Prizes += sums.prizes;
    row.Rollover += sums.carried;
  }
  const drawn = new Set<string>();
  for (const draw of draws.Draws) {
    const row = rowOf(draw.GameInstanceId, draw.GameInstanceName);
    const sums = extra.get(draw.GameInstanceId) ?? { prizes: 0, carried: 0 };
    drawn.add(draw.GameInstanceId);
    row.GameInstanceName = draw.GameInstanceName;
    row.DrawnAt = draw.DrawnAt;
    row.CarriedIn += draw.PotTotal - draw.Sales;
    row.Prizes += draw.Prize;
    row.Rollover += draw.Rollover;
    row.ProceedsBeforeExpenses += drawnProceeds({
      CharityAmount: draw.CharityAmount,
      RefundedAfterDraw: draw.RefundedAfterDraw ?? 0,
      ExtraPrizes: sums.prizes,
      ExtraCarriedOut: sums.carried,
    });
  }
  // A draw with expenses but no sale yet (or no draw yet) is still on the return.
  for (const instance of await instancesWithExpenses(db, window)) {
    rowOf(instance.id, instance.name);
  }
  // A draw run outside a range of days is drawn all the same: only a draw not run yet holds
  // its receipts for the draw.
  const undrawn = [...rows.keys()].filter((id) => !drawn.has(id));
  const elsewhere = undrawn.length
    ? await db
        .selectFrom('draws')
        .select(['game_instance_id', 'drawn_at'])
        .where('game_instance_id', 'in', undrawn)
        .execute()
    : [];
  for (const draw of elsewhere) {
    const row = rows.get(draw.game_instance_id);
    if (row) row.DrawnAt = new Date(draw.drawn_at).toISOString();
  }
  for (const row of rows.values()) {
    if (row.DrawnAt === null) Object.assign(row, undrawnFigures(row));
  }
  const expenses = await expensesOf(db, window.organizationId, [...rows.keys()], window.locale);
  for (const expense of expenses) {
    const row = rows.get(expense.GameInstanceId);
    if (row) row.Expenses += expense.Amount;
  }
  const Draws = [...rows.values()].map((row) => ({
    ...row,
    NetProceeds: row.ProceedsBeforeExpenses - row.Expenses,
  }));
  const settings = await db
    .selectFrom('organization_settings')
    .select('licence_number')
    .where('organization_id', '=', window.organizationId)
    .executeTakeFirst();
  return {
    Period: window.period,
    LicenceNumber: settings?.licence_number ?? null,
    Draws,
    Totals: sumFigures(Draws),
    ExpenseLines: expenses,
  };
}
