import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/database';
import { ensureSeed } from '../../apps/server/src/draws/seed-store';
import { insertAccount } from '../../apps/server/src/accounts/account.repository';

export interface DrawBenchGame {
  organizationId: string;
  gameId: string;
  instanceId: string;
  playerId: string;
}

/** The goldrush demo game as a 1..range game with a manual draw and one open instance. */
export async function prepareDrawGame(db: Kysely<Database>, range: number): Promise<DrawBenchGame> {
  const org = await db
    .selectFrom('organizations')
    .select(['id', 'current_game_id'])
    .where('slug', '=', 'goldrush')
    .executeTakeFirstOrThrow();
  const gameId = org.current_game_id ?? '';
  await db
    .updateTable('games')
    .set({ number_range_max: range, manual_draw: true })
    .where('id', '=', gameId)
    .execute();
  const instance = await db
    .selectFrom('game_instances')
    .select('id')
    .where('game_id', '=', gameId)
    .where('status', '=', 'Open')
    .executeTakeFirstOrThrow();
  await ensureSeed(db, instance.id);
  const playerId = await insertAccount(db, {
    organizationId: org.id,
    email: 'bench-holder@example.org',
    passwordHash: 'not-a-login',
    firstName: 'Bench',
    lastName: 'Holder',
    phone: '902-555-0100',
    dateOfBirth: '1980-01-01',
    address: null,
  });
  if (!playerId) throw new Error('bench player exists');
  return { organizationId: org.id, gameId, instanceId: instance.id, playerId };
}

/**
 * Loads `count` paid entries (ticket numbers 1..count) for one player in one statement from
 * generate_series. Per-row triggers (foreign keys, the open-instance guard) are switched off
 * for this session only: the benchmark measures the draw, not the loading.
 */
export async function loadPaidEntries(url: string, game: DrawBenchGame, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ group_id: string; payment_id: string }>(
      `with g as (insert into player_number_groups (organization_id, player_id, game_id)
                  values ($1, $2, $3) returning id),
            p as (insert into payments (organization_id, player_id, game_instance_id, kind,
                    amount_cents, currency, status, provider, idempotency_key, request_hash, group_ids)
                  select $1, $2, $4, 'purchase', $5::bigint * 200, 'cad', 'succeeded', 'sandbox',
                    'bench', 'bench', array[g.id] from g returning id)
       select g.id as group_id, p.id as payment_id from g, p`,
      [game.organizationId, game.playerId, game.gameId, game.instanceId, count],
    );
    const ids = rows[0];
    if (!ids) throw new Error('no group');
    await client.query('set session_replication_role = replica');
    await client.query(
      `insert into instance_entries (game_instance_id, ticket_number, group_id, player_id, payment_id, paid)
       select $1, n, $2, $3, $4, true from generate_series(1, $5::int) n`,
      [game.instanceId, ids.group_id, game.playerId, ids.payment_id, count],
    );
    await client.query('set session_replication_role = origin');
    await client.query(
      'update game_instances set pot_total_cents = $2::bigint * 200 where id = $1',
      [game.instanceId, count],
    );
    await client.query('vacuum analyze instance_entries');
  } finally {
    await client.end();
  }
}

/** Ten years of weekly draws for each organization, as the winner circle reads them. */
export async function loadPastDraws(db: Kysely<Database>, weeks: number) {
  await sql`
    with games_ as (select g.id, g.organization_id, g.game_type from games g
                    join organizations o on o.current_game_id = g.id),
    inst as (
      insert into game_instances (game_id, sequence, name, status, ticket_price_cents,
        sales_close_at, draw_at, started_on, ended_on)
      select g.id, 1000 + w, 'Week ' || w, 'Drawn', 200,
        now() - make_interval(days => 7 * w) - interval '1 hour',
        now() - make_interval(days => 7 * w), now() - make_interval(days => 7 * w + 7),
        now() - make_interval(days => 7 * w)
      from games_ g, generate_series(1, ${weeks}) w
      returning id, game_id, name, draw_at)
    insert into draws (game_instance_id, organization_id, game_id, game_type, instance_name,
      range_max, commitment, seed, entries_hash, entries_count, winning_number, outcome,
      winner_display_name, sales_cents, jackpot_cents, pot_total_cents, prize_cents,
      rollover_cents, charity_cents, draw_year, drawn_at, drawn_by)
    select i.id, g.organization_id, g.id, g.game_type, i.name, 9999, repeat('a', 64),
      repeat('b', 64), repeat('c', 64), 1000, 1 + (random() * 9998)::int,
      'Rollover', null, 200000, 0, 200000, 0, 100000, 100000,
      extract(year from i.draw_at)::int, i.draw_at, 'bench'
    from inst i join games_ g on g.id = i.game_id`.execute(db);
  await sql`analyze draws`.execute(db);
}
