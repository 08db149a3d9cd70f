import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNumberGroup } from '../../src/numbers/assign-numbers';
import { loadGameContext } from '../../src/numbers/game-context';
import { lockPlayer } from '../../src/numbers/player-lock';
import type { TestApp } from '../helpers/test-app';
import { createPlayer } from '../identity/fixtures';
import { buildMoneyApp } from './money-fixtures';

// Dozens of concurrent transactions on PGlite: slow, not wrong, on a busy 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let organizationId: string;
beforeAll(async () => {
  t = await buildMoneyApp();
  organizationId = await t.organizationId('goldrush');
});
afterAll(() => t.close());

async function assign(playerId: string, quantity: number) {
  const game = await loadGameContext(t.database.db, organizationId);
  return t.database.db.transaction().execute(async (trx) => {
    await lockPlayer(trx, organizationId, playerId);
    return createNumberGroup(trx, game, {
      organizationId,
      playerId,
      quantity,
      requested: [],
      idempotencyKey: null,
    });
  });
}

describe('number allocation under concurrency (database level)', () => {
  it('never hands out a number twice nor exceeds MaxNumbersPerPlayer on a small range', async () => {
    const range = 60;
    await t.database.db
      .updateTable('games')
      .set({ number_range_max: range })
      .where('organization_id', '=', organizationId)
      .execute();
    await t.database.db
      .updateTable('organization_settings')
      .set({ max_numbers_per_player: 4 })
      .where('organization_id', '=', organizationId)
      .execute();
    const players = await Promise.all(
      Array.from({ length: 20 }, () => createPlayer(t.database.db, organizationId)),
    );
    // 20 players x 4 requests of 2 numbers each: 160 asked for, 60 exist, 4 per player at most.
    const attempts = players.flatMap((player) =>
      Array.from({ length: 4 }, () => assign(player.id, 2)),
    );
    const results = await Promise.allSettled(attempts);
    const { rows } = await sql<{ ticket_number: number; player_id: string }>`
      select ticket_number, player_id from player_numbers where player_id = any(${players.map((p) => p.id)}::uuid[])`.execute(
      t.database.db,
    );
    const numbers = rows.map((row) => row.ticket_number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((n) => n >= 1 && n <= range)).toBe(true);
    const perPlayer = new Map<string, number>();
    for (const row of rows) perPlayer.set(row.player_id, (perPlayer.get(row.player_id) ?? 0) + 1);
    expect(Math.max(...perPlayer.values())).toBeLessThanOrEqual(4);
    expect(numbers.length).toBe(range);
    const fulfilled = results.filter((r) => r.status === 'fulfilled').length;
    expect(fulfilled * 2).toBe(numbers.length);
    // No half work: every group holds exactly what its request asked for.
    const { rows: groups } = await sql<{ n: number }>`
      select count(n.ticket_number)::int n from player_number_groups g left join player_numbers n on n.group_id = g.id
      where g.player_id = any(${players.map((p) => p.id)}::uuid[]) group by g.id`.execute(
      t.database.db,
    );
    expect(groups.every((g) => g.n === 2)).toBe(true);
  });

  it('finds the last free numbers of a large, nearly full range quickly', async () => {
    const range = 200_000;
    const player = await createPlayer(t.database.db, organizationId);
    const filler = await createPlayer(t.database.db, organizationId);
    const game = await loadGameContext(t.database.db, organizationId);
    await t.database.db
      .updateTable('games')
      .set({ number_range_max: range })
      .where('id', '=', game.id)
      .execute();
    await t.database.db
      .updateTable('organization_settings')
      .set({ max_numbers_per_player: 1000 })
      .where('organization_id', '=', organizationId)
      .execute();
    await t.database.db.deleteFrom('player_number_groups').where('game_id', '=', game.id).execute();
    const group = await t.database.db
      .insertInto('player_number_groups')
      .values({
        organization_id: organizationId,
        player_id: filler.id,
        game_id: game.id,
        idempotency_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into player_numbers (game_id, ticket_number, player_id, group_id)
      select ${game.id}, n, ${filler.id}, ${group.id} from generate_series(1, ${range}) n where n % 20000 <> 7`.execute(
      t.database.db,
    );
    const started = performance.now();
    const got = await assign(player.id, 10);
    const elapsed = performance.now() - started;
    expect(got.numbers.every((n) => n % 20000 === 7)).toBe(true);
    expect(got.numbers).toHaveLength(10);
    expect(elapsed).toBeLessThan(5000);
    await expect(assign(player.id, 1)).rejects.toThrow(/free numbers/);
    // Filling 200,000 numbers takes PGlite (WASM) a while on a busy machine; the bound above is
    // on the allocation itself.
  }, 180_000);
});
