import { charitiesReportSchema } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runLifecycle } from '../../src/lifecycle/run-lifecycle';
import { runRenewals } from '../../src/subscriptions/renewal-job';
import { adminHeaders } from '../draws/draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
  type MoneyClient,
} from '../payments/money-fixtures';
import { prepaidGroup } from '../prepaid/prepaid-fixtures';
import { purchase, reportJson, type Headers } from './report-fixtures';

// Card payments and a scheduled draw on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

const PRICE = 200; // goldrush.yaml: ticketPriceCents

let t: TestApp;
let admin: Headers;
let organizationId: string;
let charityA: string;
let charityB: string;
beforeAll(async () => {
  t = await buildMoneyApp();
  organizationId = await t.organizationId('goldrush');
  admin = await adminHeaders(t, 'goldrush');
  const charities = await t.database.db
    .selectFrom('charities')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('active', '=', true)
    .orderBy('sort_order')
    .limit(2)
    .execute();
  [charityA, charityB] = charities.map((charity) => charity.id) as [string, string];
  // The scheduler draws this game (the demo draws by hand).
  await sql`update games g set manual_draw = false from organizations o
    where o.id = ${organizationId} and g.id = o.current_game_id`.execute(t.database.db);
});
afterAll(() => t.close());

async function pledge(client: MoneyClient, charityId: string) {
  const response = await client.post('/api/charity/pledge-support', {
    ...ids(client),
    CharityId: charityId,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Sales of one instance per charity, as staff read them. */
async function salesByCharity(instanceId: string): Promise<Map<string | null, number>> {
  const report = await reportJson(
    t,
    admin,
    { kind: 'charities', organizationId, query: { gameInstanceId: instanceId } },
    charitiesReportSchema,
  );
  return new Map(report.Charities.map((row) => [row.CharityId, row.Sales]));
}

const gained = (
  before: Map<string | null, number>,
  after: Map<string | null, number>,
  charityId: string,
) => (after.get(charityId) ?? 0) - (before.get(charityId) ?? 0);

/** The open instance reaches its draw; the scheduler draws it, opens the next, renews. */
async function drawAndOpenNext(): Promise<string> {
  const current = await openInstanceId(t, 'goldrush');
  await sql`update game_instances set sales_close_at = now() - interval '2 seconds',
    draw_at = now() - interval '1 second' where id = ${current}`.execute(t.database.db);
  await runLifecycle(t.app);
  await runLifecycle(t.app);
  await runRenewals(t.app);
  const next = await openInstanceId(t, 'goldrush');
  expect(next).not.toBe(current);
  return next;
}

describe('charities report by the pledge in force at each sale (issue 12)', () => {
  it('credits a sale before a change of pledge to the old charity, and one after to the new', async () => {
    const instanceId = await openInstanceId(t, 'goldrush');
    const before = await salesByCharity(instanceId);
    const player = await moneyClient(t, 'goldrush');
    await pledge(player, charityA);
    const underA = await purchase(t, player, 1);
    await pledge(player, charityB);
    const underB = await purchase(t, player, 1);

    const after = await salesByCharity(instanceId);
    expect(gained(before, after, charityA)).toBe(PRICE);
    expect(gained(before, after, charityB)).toBe(PRICE);
    // Each receipt names the charity its sale was credited to.
    const names = await t.database.db
      .selectFrom('charities')
      .select(['id', 'name'])
      .where('id', 'in', [charityA, charityB])
      .execute();
    const nameOf = (id: string) => names.find((charity) => charity.id === id)?.name;
    const receiptOf = async (paymentId: string) =>
      (await player.get(`/api/payment/by-player/${player.player.id}/receipt/${paymentId}`)).json<{
        CharityName: string | null;
      }>();
    expect((await receiptOf(underA.PaymentId)).CharityName).toBe(nameOf(charityA));
    expect((await receiptOf(underB.PaymentId)).CharityName).toBe(nameOf(charityB));
  });

  it('credits prepaid draws to the pledge of the prepayment, auto-play to the pledge at renewal', async () => {
    const first = await openInstanceId(t, 'goldrush');
    const player = await moneyClient(t, 'goldrush');
    await pledge(player, charityA);
    const added = await player.post('/api/payment-method/add', {
      ...ids(player),
      Token: await cardToken(player),
    });
    expect(added.statusCode, added.body).toBe(200);
    await prepaidGroup(player, first, 2);
    const played = await purchase(t, player, 1);
    const subscribed = await player.put('/api/player-number-group/subscription', {
      ...ids(player),
      GroupId: played.PlayerNumberGroups[0]?.Id,
      Subscribed: true,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    await pledge(player, charityB);

    const next = await drawAndOpenNext();
    const sales = await t.database.db
      .selectFrom('payments')
      .select(['kind', 'funded_by', 'status', 'charity_id'])
      .where('player_id', '=', player.player.id)
      .where('game_instance_id', '=', next)
      .execute();
    // The second prepaid draw was sold under A; auto-play charged the other group under B.
    expect(sales).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ funded_by: expect.any(String), charity_id: charityA }),
        expect.objectContaining({ kind: 'renewal', status: 'succeeded', charity_id: charityB }),
      ]),
    );
    expect(sales).toHaveLength(2);
    const report = await salesByCharity(next);
    expect(report.get(charityA)).toBeGreaterThanOrEqual(PRICE);
    expect(report.get(charityB)).toBeGreaterThanOrEqual(PRICE);
  });

  it('leaves a sale without a pledge where it was: the row without a charity', async () => {
    const instanceId = await openInstanceId(t, 'goldrush');
    const player = await moneyClient(t, 'goldrush');
    const before = await salesByCharity(instanceId);
    await t.database.db
      .updateTable('accounts')
      .set({ charity_id: null })
      .where('id', '=', player.player.id)
      .execute();
    const { rows } = await sql<{ charity_id: string | null }>`
      insert into payments (organization_id, player_id, game_instance_id, kind, amount_cents,
        currency, status, provider, idempotency_key, request_hash, group_ids)
      values (${organizationId}, ${player.player.id}, ${instanceId}, 'play', 300, 'cad',
        'succeeded', 'sandbox', gen_random_uuid()::text, 'test', '{}')
      returning charity_id`.execute(t.database.db);
    expect(rows[0]?.charity_id).toBeNull();
    const after = await salesByCharity(instanceId);
    expect((after.get(null) ?? 0) - (before.get(null) ?? 0)).toBe(300);
  });
});
