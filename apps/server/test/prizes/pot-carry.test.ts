import { currentStatusSchema } from '@charity/domain/api/game-instance';
import { prizeClaimSchema } from '@charity/domain/prizes/claim-api';
import { financialReturnSchema } from '@charity/domain/reports/financial-return';
import { drawsReportSchema, salesReportSchema } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNextInstance } from '../../src/lifecycle/open-instance';
import { payEntries, runManualDraw, type GameUnderTest } from '../draws/draw-fixtures';
import { backdateEntries } from '../draws/money-draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import { demoHosts, type TestApp } from '../helpers/test-app';
import { aroundToday, reportJson } from '../reports/report-fixtures';
import { claimGame, claimStepper, listClaims } from './claim-fixtures';

type Headers = Record<string, string>;
let t: TestApp;
let game: GameUnderTest;
let manager: Headers;
let otherManager: Headers;
let firstPrize: number;
let next: string;

const db = () => t.database.db;

const step = (name: string, drawId: string, extra: Record<string, unknown> = {}) =>
  claimStepper(t, manager, game.organizationId)(name, drawId, extra);
const carry = (drawId: string) => step('unclaimed', drawId, { Outcome: 'AddedToNextPot' });

/** A prize whose claim was started and whose deadline has passed. */
async function agedClaim(drawId: string) {
  expect((await step('contact', drawId)).statusCode).toBe(200);
  await sql`update prize_claims set deadline_at = now() - interval '1 day'
    where draw_id = ${drawId}`.execute(db());
}

/** The game's next draw (opened after the last draw, or now), with these numbers sold in it. */
async function openNext(numbers: number[]) {
  const opened = await openNextInstance(db(), game.gameId);
  if (!opened) throw new Error('no instance opened');
  await payEntries(t, { ...game, instanceId: opened.id }, numbers);
  await backdateEntries(t, opened.id, numbers);
  return opened.id;
}

const cancel = (instanceId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/setup/game/${game.gameId}/instance/${instanceId}/cancel/for-organization/${game.organizationId}`,
    headers: manager,
    payload: { reason: 'Hall flooded' },
  });

/** A drawn extra draw of an instance whose claim is past its deadline. */
async function agedExtraPrize(instanceId: string, prizeCents: number, number: number) {
  const row = await db()
    .insertInto('extra_draws')
    .values({
      organization_id: game.organizationId,
      game_instance_id: instanceId,
      key: null,
      name: `Prize ${prizeCents}`,
      prize_kind: 'Fixed',
      prize_amount_cents: prizeCents,
      cutoff_at: new Date(),
      draw_at: new Date(),
      secret_seed: 'x',
      commitment: 'y',
      status: 'Drawn',
      seed: 'x',
      winning_number: number,
      winner_display_name: 'Ann L.',
      prize_cents: prizeCents,
      drawn_at: new Date(),
      created_by: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await agedClaim(row.id);
  return row.id;
}

const potOf = async (instanceId: string) => {
  const { rows } = await sql<{
    pot: string;
  }>`select instance_pot_cents(${instanceId}) as pot`.execute(db());
  return Number(rows[0]?.pot);
};
const salesOf = async (instanceId: string) => {
  const { rows } = await sql<{ sales: string }>`select coalesce(sum(amount_cents), 0) as sales
    from pot_movements where game_instance_id = ${instanceId}`.execute(db());
  return Number(rows[0]?.sales);
};
const carriesInto = async (instanceId: string) => {
  const { rows } = await sql<{ cents: string }>`select coalesce(sum(amount_cents), 0) as cents
    from pot_carry_ins where target_instance_id = ${instanceId}`.execute(db());
  return Number(rows[0]?.cents);
};
const claims = async () => (await listClaims(t, manager, game.organizationId)).Prizes;
const audits = (action: string) =>
  db().selectFrom('audit_log').select('details').where('action', '=', action).execute();

beforeAll(async () => {
  ({ t, game, manager, otherManager } = await claimGame([2, 3, 5, 7], 50));
  firstPrize = (await runManualDraw(t, manager, game.organizationId, game.instanceId)).Prize;
  await agedClaim(game.instanceId);
});
afterAll(() => t.close());

describe('an unclaimed prize added to the next pot', () => {
  it('is refused (409) while the game has no later draw, and nothing is written', async () => {
    // The draw opened the next one; cancelled, the game has no draw to carry into.
    const opened = await openNextInstance(db(), game.gameId);
    expect((await cancel(opened?.id ?? '')).statusCode).toBe(200);
    const answer = await carry(game.instanceId);
    expect(expectApiError(answer, 409).Message).toMatch(/no later draw/);
    const claim = (await claims()).find((one) => one.DrawId === game.instanceId);
    expect(claim).toMatchObject({ State: 'Contacted', CarriedTo: null });
    expect(await db().selectFrom('pot_carry_ins').selectAll().execute()).toHaveLength(0);
    expect(await audits('pot.carried-in')).toHaveLength(0);
  });

  it("is another organization's prize: 404", async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/draw/prize-claim/unclaimed',
      headers: otherManager,
      payload: {
        OrganizationId: await t.organizationId('goldrush'),
        DrawId: game.instanceId,
        Outcome: 'AddedToNextPot',
      },
    });
    expectApiError(foreign, 404);
  });

  it('moves the prize into the next draw once, whatever the double submission', async () => {
    next = await openNext([11, 13, 17]);
    const sales = await salesOf(next);
    const [one, two] = await Promise.all([carry(game.instanceId), carry(game.instanceId)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const ok = one.statusCode === 200 ? one : two;
    expect(prizeClaimSchema.parse(ok.json())).toMatchObject({
      State: 'Unclaimed',
      UnclaimedOutcome: 'AddedToNextPot',
      CarriedTo: { GameInstanceId: next, Amount: firstPrize },
    });
    // The pot is its sales plus what was carried in, and players see it.
    expect(await carriesInto(next)).toBe(firstPrize);
    expect(await potOf(next)).toBe(sales + firstPrize);
    const status = await t.app.inject({
      url: `/api/organization/current-status/byid/${game.organizationId}?includeGameInstance=true`,
      headers: { host: demoHosts.fiftyfifty },
    });
    const instance = currentStatusSchema.parse(status.json()).CurrentGameInstance;
    expect(instance).toMatchObject({ Id: next, PotTotal: sales + firstPrize });
    const [audit] = await audits('pot.carried-in');
    expect(audit?.details).toMatchObject({ fromDraw: game.instanceId, amountCents: firstPrize });
    expect(await audits('pot.carried-in')).toHaveLength(1);
    // The database holds "once" too, not only the code.
    await expect(
      sql`insert into pot_carry_ins (organization_id, prize_claim_id, source_draw_id,
          source_instance_id, target_instance_id, amount_cents, carried_by)
        select organization_id, prize_claim_id, source_draw_id, source_instance_id,
          target_instance_id, amount_cents, 'test' from pot_carry_ins`.execute(db()),
    ).rejects.toThrow();
  });

  it('goes to the next winner whole; the reports count it once, never as sales', async () => {
    const sales = await salesOf(next);
    const drawn = await runManualDraw(t, manager, game.organizationId, next);
    expect(drawn.Prize).toBe(Math.floor(sales / 2) + firstPrize);
    const byInstance = (id: string) =>
      reportJson(
        t,
        manager,
        { kind: 'draws', organizationId: game.organizationId, query: { gameInstanceId: id } },
        drawsReportSchema,
      );
    const [source] = (await byInstance(game.instanceId)).Draws;
    expect(source).toMatchObject({ Prize: 0, Rollover: firstPrize, CarriedOut: firstPrize });
    const [target] = (await byInstance(next)).Draws;
    expect(target).toMatchObject({
      Sales: sales,
      CarriedIn: firstPrize,
      PotTotal: sales + firstPrize,
    });
    for (const row of [source, target]) {
      if (!row) throw new Error('draw row missing');
      expect(row.Prize + row.Rollover + row.CharityAmount).toBe(row.PotTotal);
    }
    // Each draw's pot in the database: its sales plus what was carried into it.
    const { rows } = await sql<{ bad: string }>`select count(*) as bad from draws d
      where d.organization_id = ${game.organizationId}
        and d.pot_total_cents <> d.sales_cents + (select coalesce(sum(c.amount_cents), 0)
          from pot_carry_ins c where c.target_instance_id = d.game_instance_id)`.execute(db());
    expect(Number(rows[0]?.bad)).toBe(0);

    const query = aroundToday();
    const call = { organizationId: game.organizationId, query };
    const [financial, salesReport, draws] = await Promise.all([
      reportJson(t, manager, { kind: 'financial-return', ...call }, financialReturnSchema),
      reportJson(t, manager, { kind: 'sales', ...call }, salesReportSchema),
      reportJson(t, manager, { kind: 'draws', ...call }, drawsReportSchema),
    ]);
    // The prize is awarded once (in the draw that paid it), the carried amount is no sale.
    const prizes = draws.Draws.reduce((sum, row) => sum + row.Prize, 0);
    expect(financial.Totals.Prizes).toBe(prizes);
    expect(prizes).toBe(
      draws.Draws.reduce((sum, row) => sum + row.PotTotal, 0) -
        draws.Draws.reduce((sum, row) => sum + row.CharityAmount + row.Rollover, 0),
    );
    const gross = salesReport.ByInstance.reduce((sum, row) => sum + row.GrossSales, 0);
    expect(financial.Totals.GrossReceipts).toBe(gross);
    expect(draws.Draws.reduce((sum, row) => sum + row.Sales, 0)).toBe(gross);
  });

  it('refuses "Redrawn" while no redraw replaces the winner', async () => {
    const extra = await agedExtraPrize(next, 700, 11);
    const answer = await step('unclaimed', extra, { Outcome: 'Redrawn' });
    expect(expectApiError(answer, 409).Message).toMatch(/No redraw replaces this winner/);
    expect((await claims()).find((one) => one.DrawId === extra)?.State).toBe('Contacted');
  });

  it('against the next draw running at the same time: carried before it, or refused', async () => {
    const extra = await agedExtraPrize(next, 900, 13);
    const third = await openNext([19, 23]);
    const sales = await salesOf(third);
    const [carried, draw] = await Promise.all([
      carry(extra),
      t.app.inject({
        method: 'POST',
        url: '/api/draw/manual/run',
        headers: manager,
        payload: { OrganizationId: game.organizationId, GameInstanceId: third },
      }),
    ]);
    expect(draw.statusCode, draw.body).toBe(200);
    const row = await db()
      .selectFrom('draws')
      .select(['jackpot_cents', 'prize_cents', 'pot_total_cents'])
      .where('game_instance_id', '=', third)
      .executeTakeFirstOrThrow();
    const claim = (await claims()).find((one) => one.DrawId === extra);
    if (claim?.CarriedTo?.GameInstanceId === third) {
      // Carried before the draw: the draw took it whole.
      expect(carried.statusCode).toBe(200);
      expect(Number(row.jackpot_cents)).toBe(900);
      expect(Number(row.pot_total_cents)).toBe(sales + 900);
      expect(Number(row.prize_cents)).toBe(Math.floor(sales / 2) + 900);
    } else {
      // After it: into the draw opened after it, or refused with nothing written.
      expect(Number(row.jackpot_cents)).toBe(0);
      expect(await carriesInto(third)).toBe(0);
      if (carried.statusCode === 200) {
        expect(await carriesInto(claim?.CarriedTo?.GameInstanceId ?? '')).toBe(900);
      } else {
        expect(expectApiError(carried, 409).Message).toMatch(/no later draw/);
        expect(claim?.State).toBe('Contacted');
      }
    }
  });

  it("moves a cancelled draw's carried money on to the next draw; refunds are the players'", async () => {
    const extra = await agedExtraPrize(next, 1_100, 17);
    const fourth = await openNext([29, 31]);
    const sales = await salesOf(fourth);
    const before = await carriesInto(fourth);
    expect((await carry(extra)).statusCode).toBe(200);
    expect(await potOf(fourth)).toBe(sales + before + 1_100);
    const cancelled = await cancel(fourth);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Only what the players paid goes back to them.
    expect(cancelled.json()).toMatchObject({ refundedCents: sales });
    expect((await claims()).find((one) => one.DrawId === extra)?.CarriedTo?.GameInstanceId).toBe(
      fourth,
    );
    const fifth = (await openNextInstance(db(), game.gameId))?.id ?? '';
    expect(await potOf(fifth)).toBe(before + 1_100);
    expect(await carriesInto(fourth)).toBe(0);
    expect(await potOf(fourth)).toBe(0);
    expect((await claims()).find((one) => one.DrawId === extra)?.CarriedTo).toMatchObject({
      GameInstanceId: fifth,
      Amount: 1_100,
    });
    const moved = (await audits('pot.carry-moved')).map((row) => row.details);
    expect(moved).toContainEqual(
      expect.objectContaining({ fromCancelledInstance: fourth, amountCents: before + 1_100 }),
    );
  });
});
