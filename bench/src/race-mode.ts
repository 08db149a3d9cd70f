import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import type { BenchGame } from './bench-setup';

/** Holds every number but `free` of them, spread over the range, for a filler player. */
export async function fillRange(
  db: Kysely<Database>,
  game: BenchGame,
  range: number,
  free: number,
  fillerId: string,
) {
  const group = await db
    .insertInto('player_number_groups')
    .values({
      organization_id: game.organizationId,
      player_id: fillerId,
      game_id: game.gameId,
      idempotency_key: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const step = range / free;
  await sql`insert into player_numbers (game_id, ticket_number, player_id, group_id)
    select ${game.gameId}, n, ${fillerId}, ${group.id} from generate_series(1, ${range}) n
    where (n - 1) % ${step} <> 0`.execute(db);
  const { rows } = await sql<{
    held: number;
  }>`select count(*)::int held from player_numbers where game_id = ${game.gameId}`.execute(db);
  return range - (rows[0]?.held ?? 0);
}

/** What the database holds after the race: the figures that must be 0 and `free`. */
export async function raceTally(
  db: Kysely<Database>,
  game: BenchGame,
  players: { id: string }[],
  maxPerPlayer: number,
) {
  const ids = players.map((p) => p.id);
  const { rows } = await sql<{
    sold: number;
    distinct_numbers: number;
    over_limit: number;
    unpaid: number;
  }>`
    select count(*)::int sold, count(distinct n.ticket_number)::int distinct_numbers,
      (select count(*)::int from (select player_id from player_numbers where player_id = any(${ids}::uuid[])
         group by player_id having count(*) > ${maxPerPlayer}) o) over_limit,
      (select count(*)::int from player_numbers p where p.player_id = any(${ids}::uuid[]) and not exists
         (select 1 from instance_entries e where e.ticket_number = p.ticket_number and e.game_instance_id = ${game.instanceId} and e.paid)) unpaid
    from player_numbers n where n.player_id = any(${ids}::uuid[])`.execute(db);
  const row = rows[0] ?? { sold: 0, distinct_numbers: 0, over_limit: 0, unpaid: 0 };
  return {
    sold: row.sold,
    duplicates: row.sold - row.distinct_numbers,
    overLimit: row.over_limit,
    unpaid: row.unpaid,
  };
}
