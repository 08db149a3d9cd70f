import { PREPAY_PRICE_CHANGING } from '@charity/domain/setup/prepaid-change-rule';
import { editableGame } from '@charity/domain/setup/game-edit';
import { gameSetupListSchema, type GameSetup } from '@charity/domain/setup/game-setup';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runInstanceDraw } from '../../src/draws/run-instance-draw';
import { openNextInstance } from '../../src/lifecycle/open-instance';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { moneyClient, openInstanceId, type MoneyClient } from '../payments/money-fixtures';
import { assignedGroup, prepaidGroup, prepay, refundPrepaid } from '../prepaid/prepaid-fixtures';
import { buildReportApp } from '../reports/report-fixtures';
import { staffHeaders } from './staff-headers';

// Card payments, draws and openings on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let organizationId: string;
let manager: Record<string, string>;
let game: GameSetup;
/** Every player who prepaid here: their draws still to come are refunded by the last test. */
const prepaying: MoneyClient[] = [];

beforeAll(async () => {
  t = await buildReportApp();
  organizationId = await t.organizationId('goldrush');
  manager = await staffHeaders(t, 'goldrush', 'manager');
  await t.database.db.updateTable('games').set({ max_prepaid_draws: 5 }).execute();
  game = await currentGame();
});
afterAll(() => t.close());

async function currentGame(): Promise<GameSetup> {
  const url = `/api/setup/games/for-organization/${organizationId}`;
  const response = await t.app.inject({ method: 'GET', url, headers: manager });
  const current = gameSetupListSchema.parse(response.json()).games.find((row) => row.current);
  if (!current) throw new Error('goldrush has no current game');
  return current;
}

const edit = (changes: Partial<ReturnType<typeof editableGame>>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/setup/game/${game.id}/for-organization/${organizationId}`,
    headers: manager,
    payload: { ...editableGame(game), ...changes },
  });

/**
 * The money invariants a price change could break: every draw payment of a prepayment is its
 * instance's price times its entries, and every pending prepaid draw is the game's price
 * times its group's numbers (what its instance will charge when it opens).
 */
async function priceMismatches(): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select (select count(*) from payments p join game_instances i on i.id = p.game_instance_id
        where i.game_id = ${game.id} and p.funded_by is not null and p.status = 'succeeded'
          and p.amount_cents <> i.ticket_price_cents *
            (select count(*) from instance_entries e where e.payment_id = p.id))
      + (select count(*) from prepaid_draws d join games g on g.id = d.game_id
        where d.game_id = ${game.id} and d.status = 'pending'
          and d.amount_cents <> g.ticket_price_cents *
            (select count(*) from player_numbers n where n.group_id = d.group_id)) as n`.execute(
    t.database.db,
  );
  return Number(rows[0]?.n);
}

// Prepaid draws cross a game's price and share (issue 27 follow-up, decision 0010).
describe('a game’s price and share when players prepaid later draws', () => {
  it('a prepayment after a price change for the next draws is refused, with why', async () => {
    const changed = await edit({ ticketPriceCents: game.ticketPriceCents + 100 });
    expect(changed.statusCode, changed.body).toBe(200);
    const client = await moneyClient(t);
    const refused = await prepay(
      client,
      await openInstanceId(t, 'goldrush'),
      await assignedGroup(client),
      3,
    );
    expect(expectApiError(refused, 409).Message).toBe(PREPAY_PRICE_CHANGING);
    expect((await edit({})).statusCode).toBe(200);
  });

  it('a price edit and a prepayment at once: one of them is refused, never both saved', async () => {
    const client = await moneyClient(t);
    prepaying.push(client);
    const instanceId = await openInstanceId(t, 'goldrush');
    const groupId = await assignedGroup(client);
    const [changed, prepaid] = await Promise.all([
      edit({ ticketPriceCents: game.ticketPriceCents + 100 }),
      prepay(client, instanceId, groupId, 3),
    ]);
    expect([changed.statusCode, prepaid.statusCode].sort()).toEqual([200, 409]);
    expect(await priceMismatches()).toBe(0);
    if (changed.statusCode === 200) expect((await edit({})).statusCode).toBe(200);
  });

  it('refuses price and share, each with its own words, until the prepaid draws are played or refunded', async () => {
    const client = await moneyClient(t);
    prepaying.push(client);
    const first = await openInstanceId(t, 'goldrush');
    await prepaidGroup(client, first, 3);
    await runInstanceDraw(t.database.db, { instanceId: first, actor: 'test', mode: 'manual' });
    // Drawn, the next instance not open yet: no sold numbers anywhere, the draws still to come.
    const refused = expectApiError(
      await edit({ ticketPriceCents: game.ticketPriceCents + 100, winnerSharePercent: 10 }),
      409,
    );
    expect(refused.Errors?.map((error) => error.Path)).toEqual([
      'ticketPriceCents',
      'winnerSharePercent',
    ]);
    expect(refused.Errors?.[0]?.Message).toMatch(
      /^\d+ players? prepaid later draws at the current ticket price: the ticket price cannot change until those draws are played or refunded$/,
    );
    expect(refused.Errors?.[1]?.Message).toMatch(/under the current winner share/);
    expect((await edit({ description: 'Prepaid draws to come' })).statusCode).toBe(200);
    // The next draw opens at the price its prepaid draws were paid at.
    await openNextInstance(t.database.db, game.id, 'test');
    expect(await priceMismatches()).toBe(0);
    // Their pending draws refunded and the open draw played, the price may change.
    const rows = await t.database.db
      .selectFrom('prepaid_draws')
      .innerJoin('accounts as a', 'a.id', 'prepaid_draws.player_id')
      .select(['prepaid_draws.payment_id', 'prepaid_draws.player_id'])
      .where('prepaid_draws.status', '=', 'pending')
      .distinct()
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const owner = row.player_id === client.player.id ? client : null;
      if (owner) expect((await refundPrepaid(owner, row.payment_id)).statusCode).toBe(200);
      else
        await sql`update prepaid_draws set status = 'refunded' where payment_id = ${row.payment_id}
        and status = 'pending'`.execute(t.database.db);
    }
    const second = await openInstanceId(t, 'goldrush');
    await runInstanceDraw(t.database.db, { instanceId: second, actor: 'test', mode: 'manual' });
    const allowed = await edit({ ticketPriceCents: game.ticketPriceCents + 100 });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await priceMismatches()).toBe(0);
  });
});
