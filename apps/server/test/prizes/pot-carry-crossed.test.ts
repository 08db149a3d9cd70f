import type { AddressInfo } from 'node:net';
import { prizeClaimSchema } from '@charity/domain/prizes/claim-api';
import { refundResultSchema } from '@charity/domain/refunds/refund-api';
import { financialReturnSchema } from '@charity/domain/reports/financial-return';
import {
  drawsReportSchema,
  reconciliationReportSchema,
  salesReportSchema,
} from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  goldRushSeed,
  prepareGame,
  runManualDraw,
  setSeed,
  type GameUnderTest,
} from '../draws/draw-fixtures';
import { staffHeaders } from '../draws/money-draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { httpTransport } from '../identity/browser';
import { moneyClient, openInstanceId } from '../payments/money-fixtures';
import { entriesOf, prepaidGroup } from '../prepaid/prepaid-fixtures';
import { aroundToday, buildReportApp, purchase, reportJson } from '../reports/report-fixtures';
import { listClaims } from './claim-fixtures';

// Card payments and two draws on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

// Review R6: a prize carried into the next draw, crossed with a staff void, a staff refund and
// a prepaid entry of that next draw, then the next draw run. The goldrush demo over real HTTP.
type Headers = Record<string, string>;
let t: TestApp;
let port: number;
let game: GameUnderTest;
let manager: Headers;
let prize: number;
let next: string;
const RANGE = 60;

const db = () => t.database.db;

async function post(path: string, body: unknown) {
  const answer = await httpTransport(port)({
    method: 'POST',
    path: `/api/${path}`,
    headers: { ...manager, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: JSON.parse(answer.body) as unknown };
}

const paidNumbers = async (instanceId: string) =>
  (
    await db()
      .selectFrom('instance_entries')
      .select('ticket_number')
      .where('game_instance_id', '=', instanceId)
      .where('paid', '=', true)
      .execute()
  ).map((row) => row.ticket_number);

/** Gives the instance a seed whose winning number was paid: a winner, no rollover. */
async function paidWinnerSeed(instanceId: string) {
  const { seed } = goldRushSeed(instanceId, RANGE, await paidNumbers(instanceId), true);
  await setSeed(t, instanceId, seed);
}

/** The pot's parts in the database: what players paid (net), what was carried in. */
async function potParts(instanceId: string) {
  const { rows } = await sql<{ pot: string; sales: string; carried: string; jackpot: string }>`
    select instance_pot_cents(${instanceId}) as pot,
      (select coalesce(sum(amount_cents), 0) from pot_movements
        where game_instance_id = ${instanceId}) as sales,
      (select coalesce(sum(amount_cents), 0) from pot_carry_ins
        where target_instance_id = ${instanceId}) as carried,
      (select jackpot_cents from game_instances where id = ${instanceId}) as jackpot`.execute(db());
  const [row] = rows;
  return {
    pot: Number(row?.pot),
    sales: Number(row?.sales),
    carried: Number(row?.carried),
    jackpot: Number(row?.jackpot),
  };
}

/** Pot = sales + carried in; the next draw's jackpot is the carried prize alone (no rollover). */
async function expectPotHolds(instanceId: string) {
  const parts = await potParts(instanceId);
  expect(parts.carried).toBe(prize);
  expect(parts.jackpot).toBe(prize);
  expect(parts.pot).toBe(parts.sales + parts.carried);
  return parts;
}

beforeAll(async () => {
  t = await buildReportApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  game = await prepareGame(t, 'goldrush', { range: RANGE, manualDraw: true });
  manager = await staffHeaders(t, 'goldrush', 'manager');
});
afterAll(() => t.close());

describe('a prize carried into the next draw, crossed with money going back (R6)', () => {
  let prepaid: { groupId: string; paymentId: string };
  let voided: string;
  let refunded: string;

  it('is carried into a draw holding a prepaid entry; the pot is sales + the prize', async () => {
    // The first draw: a prepaid group (three draws) and a purchase, won by a paid number.
    prepaid = await prepaidGroup(await moneyClient(t), game.instanceId, 3);
    await purchase(t, await moneyClient(t), 2);
    await paidWinnerSeed(game.instanceId);
    const first = await runManualDraw(t, manager, game.organizationId, game.instanceId);
    expect(first).toMatchObject({ Outcome: 'PaidWinner', Rollover: 0 });
    prize = first.Prize;
    expect(prize).toBeGreaterThan(0);
    next = await openInstanceId(t, 'goldrush');
    expect(next).not.toBe(game.instanceId);
    // The prepaid group is entered in the next draw by its opening.
    expect(await entriesOf(t, prepaid.groupId)).toContainEqual(
      expect.objectContaining({ game_instance_id: next, paid: true }),
    );
    voided = (await purchase(t, await moneyClient(t), 3)).PaymentId;
    refunded = (await purchase(t, await moneyClient(t), 2)).PaymentId;
    const before = await potParts(next);
    expect(before.carried).toBe(0);

    // The winner never claimed: the prize goes into the next draw's pot.
    const contact = await post('draw/prize-claim/contact', {
      OrganizationId: game.organizationId,
      DrawId: game.instanceId,
    });
    expect(contact.status).toBe(200);
    await sql`update prize_claims set deadline_at = now() - interval '1 day'
      where draw_id = ${game.instanceId}`.execute(db());
    const carried = await post('draw/prize-claim/unclaimed', {
      OrganizationId: game.organizationId,
      DrawId: game.instanceId,
      Outcome: 'AddedToNextPot',
    });
    expect(carried.status, JSON.stringify(carried.body)).toBe(200);
    expect(prizeClaimSchema.parse(carried.body).CarriedTo).toMatchObject({
      GameInstanceId: next,
      Amount: prize,
    });
    const after = await expectPotHolds(next);
    expect(after.sales).toBe(before.sales);
  });

  it('keeps pot = sales + carried through a staff void and a staff refund; the prize stays whole', async () => {
    const before = await potParts(next);
    const voidAnswer = await post(
      `support/payment/${voided}/void/for-organization/${game.organizationId}`,
      { Reason: 'Bought by a minor' },
    );
    expect(voidAnswer.status, JSON.stringify(voidAnswer.body)).toBe(200);
    const voidResult = refundResultSchema.parse(voidAnswer.body);
    const afterVoid = await expectPotHolds(next);
    expect(afterVoid.sales).toBe(before.sales - voidResult.Amount);

    const refundAnswer = await post(
      `support/payment/${refunded}/refund/for-organization/${game.organizationId}`,
      { Amount: 100, Reason: 'Goodwill' },
    );
    expect(refundAnswer.status, JSON.stringify(refundAnswer.body)).toBe(200);
    const afterRefund = await expectPotHolds(next);
    // A refund before the draw leaves the pot as a void does; never the carried prize.
    expect(afterRefund.pot).toBeLessThanOrEqual(afterVoid.pot);
    expect(afterRefund.pot - afterRefund.sales).toBe(prize);
    // The carry, the void and the refund are each audited once.
    const actions = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['pot.carried-in', 'payment.voided-by-staff'])
      .execute();
    expect(actions.map((row) => row.action).sort()).toEqual([
      'payment.voided-by-staff',
      'pot.carried-in',
    ]);
  });

  it('is drawn whole: the draw row, its result and every report say pot = sales + carried', async () => {
    const parts = await potParts(next);
    await paidWinnerSeed(next);
    const result = await runManualDraw(t, manager, game.organizationId, next);
    const share = await db()
      .selectFrom('games')
      .select('winner_share_percent')
      .where('id', '=', game.gameId)
      .executeTakeFirstOrThrow();
    const row = await db()
      .selectFrom('draws')
      .select(['sales_cents', 'pot_total_cents', 'prize_cents', 'rollover_cents', 'charity_cents'])
      .where('game_instance_id', '=', next)
      .executeTakeFirstOrThrow();
    const drawn = {
      sales: Number(row.sales_cents),
      pot: Number(row.pot_total_cents),
      prize: Number(row.prize_cents),
      rollover: Number(row.rollover_cents),
      charity: Number(row.charity_cents),
    };
    expect(drawn.sales).toBe(parts.sales);
    expect(drawn.pot).toBe(parts.sales + prize);
    expect(drawn.prize + drawn.rollover + drawn.charity).toBe(drawn.pot);
    const pool = Math.floor((drawn.sales * Number(share.winner_share_percent)) / 100);
    expect(result.Prize + result.Rollover).toBe(pool + prize);
    expect(result.Prize).toBe(drawn.prize);

    // The draws report: the first draw carried its prize out, the next took it in.
    const byInstance = async (id: string) =>
      (
        await reportJson(
          t,
          manager,
          { kind: 'draws', organizationId: game.organizationId, query: { gameInstanceId: id } },
          drawsReportSchema,
        )
      ).Draws[0];
    const source = await byInstance(game.instanceId);
    expect(source).toMatchObject({ Prize: 0, CarriedOut: prize, CarriedIn: 0 });
    const target = await byInstance(next);
    expect(target).toMatchObject({ Sales: drawn.sales, CarriedIn: prize, PotTotal: drawn.pot });
    for (const each of [source, target]) {
      if (!each) throw new Error('draw row missing');
      expect(each.Prize + each.Rollover + each.CharityAmount).toBe(each.PotTotal);
      expect(each.PotTotal).toBe(each.Sales + (each.CarriedIn ?? 0));
    }
    // Every draw of the organization in the database: pot = sales + carried in + rolled over.
    const { rows } = await sql<{ bad: string }>`select count(*) as bad from draws d
      join game_instances i on i.id = d.game_instance_id
      where d.organization_id = ${game.organizationId}
        and d.pot_total_cents <> d.sales_cents + i.jackpot_cents`.execute(db());
    expect(Number(rows[0]?.bad)).toBe(0);

    // The period's reports: the prize counted once, the carried money never a sale.
    const call = { organizationId: game.organizationId, query: aroundToday() };
    const [financial, sales, draws, reconciliation] = await Promise.all([
      reportJson(t, manager, { kind: 'financial-return', ...call }, financialReturnSchema),
      reportJson(t, manager, { kind: 'sales', ...call }, salesReportSchema),
      reportJson(t, manager, { kind: 'draws', ...call }, drawsReportSchema),
      reportJson(t, manager, { kind: 'reconciliation', ...call }, reconciliationReportSchema),
    ]);
    expect(reconciliation.Reconciles).toBe(true);
    const prizes = draws.Draws.reduce((sum, each) => sum + each.Prize, 0);
    expect(financial.Totals.Prizes).toBe(prizes);
    expect(draws.Draws.reduce((sum, each) => sum + (each.CarriedIn ?? 0), 0)).toBe(prize);
    expect(draws.Draws.reduce((sum, each) => sum + (each.CarriedOut ?? 0), 0)).toBe(prize);
    const nextSales = sales.ByInstance.find((each) => each.GameInstanceId === next);
    expect(nextSales?.RefundedAmount).toBeGreaterThan(0);
    const claims = await listClaims(t, manager, game.organizationId);
    expect(claims.Prizes.find((one) => one.DrawId === game.instanceId)).toMatchObject({
      State: 'Unclaimed',
      CarriedTo: { GameInstanceId: next, Amount: prize },
    });
  });
});
