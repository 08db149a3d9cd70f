import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import type { BenchGame } from './bench-setup';
import { pgbenchRun } from './pgbench';

const script = (name: string) => fileURLToPath(new URL(`../sql/${name}`, import.meta.url));

export interface SqlCeiling {
  roundTripsTps: number;
  oneCallTps: number;
}

/**
 * A purchase's SQL without the server: pgbench replays the statements the server sends
 * (purchase-round-trips.pgbench), then the same statements as one database function
 * (purchase-function.sql), on the bench's own data, with TPC-B's clients and threads. Each
 * figure is a ceiling: whatever Node does, a purchase cannot be faster than its SQL alone.
 */
export async function sqlCeiling(
  db: Kysely<Database>,
  url: string,
  game: BenchGame,
  players: { id: string }[],
  seconds: number,
): Promise<SqlCeiling> {
  const token = 'tok_sb_bench_ceiling';
  await sql`insert into sandbox_cards (token, outcome, brand, last4, exp_month, exp_year, fingerprint)
    values (${token}, 'succeeds', 'visa', '4242', 12, 2040, 'bench')`.execute(db);
  await sql`create table bench_players as
    select row_number() over (order by id) n, id from unnest(${players.map((p) => p.id)}::uuid[]) id`.execute(
    db,
  );
  await sql.raw(await readFile(script('purchase-function.sql'), 'utf8')).execute(db);
  const variables = Object.entries({
    org: game.organizationId,
    game: game.gameId,
    instance: game.instanceId,
    token,
    players: players.length,
  }).flatMap(([name, value]) => ['-D', `${name}=${value}`]);
  const tps = async (file: string, runSeconds = seconds) => {
    // Each run starts alike: statistics fresh, no checkpoint of the setup's writes under way.
    await sql`vacuum analyze`.execute(db);
    await sql`checkpoint`.execute(db);
    return pgbenchRun(runSeconds, ['-n', '-M', 'prepared', ...variables, '-f', script(file), url]);
  };
  // The first seconds on a new database run slower (caches, a checkpoint of the setup): warm up.
  console.warn('warm-up:', await tps('purchase-round-trips.pgbench', 5), 'tps');
  return {
    roundTripsTps: await tps('purchase-round-trips.pgbench'),
    oneCallTps: await tps('purchase-function.pgbench'),
  };
}
