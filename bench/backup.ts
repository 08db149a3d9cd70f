/**
 * `npm run bench:backup`: backup and restore times and sizes for a database with
 * BENCH_TICKETS (1,000,000) paid tickets, on the embedded database (a scratch folder) and on
 * the PostgreSQL in DATABASE_URL (a scratch database), native and logical backups.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { restoreBackup } from '../apps/server/src/backups/restore-backup';
import { takeBackup } from '../apps/server/src/backups/take-backup';
import { createDatabase } from '../apps/server/src/db/create-database';
import type { Database } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { loadDemoOrganizations } from '../apps/server/src/provisioning/demo-organizations';
import { admin, scratchDatabase, urlFor } from './src/bench-setup';
import { prepareDrawGame, type DrawBenchGame } from './src/draw-load';

const tickets = Number(process.env.BENCH_TICKETS ?? 1_000_000);
/** BENCH_DATABASES=embedded or =postgres runs one kind only (default: both). */
const kinds = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
/** The 1, 5 and 15 minute load averages (`uptime`), printed beside each figure. */
const load = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

/** `tickets` paid entries in one statement (triggers off: the bench measures the backup). */
async function loadTickets(db: Kysely<Database>, game: DrawBenchGame) {
  await db.connection().execute(async (c) => {
    const { rows } = await sql<{ group_id: string; payment_id: string }>`
      with g as (insert into player_number_groups (organization_id, player_id, game_id)
                 values (${game.organizationId}, ${game.playerId}, ${game.gameId}) returning id),
           p as (insert into payments (organization_id, player_id, game_instance_id, kind,
                   amount_cents, currency, status, provider, idempotency_key, request_hash, group_ids)
                 select ${game.organizationId}, ${game.playerId}, ${game.instanceId}, 'purchase',
                   ${tickets}::bigint * 200, 'cad', 'succeeded', 'sandbox', 'bench', 'bench',
                   array[g.id] from g returning id)
      select g.id as group_id, p.id as payment_id from g, p`.execute(c);
    const ids = rows[0];
    if (!ids) throw new Error('no group');
    await sql`set session_replication_role = replica`.execute(c);
    await sql`insert into player_numbers (game_id, ticket_number, player_id, group_id)
      select ${game.gameId}, n, ${game.playerId}, ${ids.group_id}
      from generate_series(1, ${tickets}::int) n`.execute(c);
    await sql`insert into instance_entries (game_instance_id, ticket_number, group_id, player_id,
        payment_id, paid)
      select ${game.instanceId}, n, ${ids.group_id}, ${game.playerId}, ${ids.payment_id}, true
      from generate_series(1, ${tickets}::int) n`.execute(c);
    await sql`set session_replication_role = origin`.execute(c);
  });
}

async function measure(
  label: string,
  db: Kysely<Database>,
  dir: string,
  restoreTo: () => Promise<Parameters<typeof restoreBackup>[1]>,
) {
  for (const logical of [false, true]) {
    let started = performance.now();
    const written = await takeBackup(db, { dir, keep: 10, logical, trigger: 'command' });
    const took = seconds(started);
    started = performance.now();
    await restoreBackup(written.file, await restoreTo());
    console.warn(
      `${label} ${written.header.kind}: backup ${took} s, ${mb(written.bytes)} MB; restore ${seconds(started)} s (${load()})`,
    );
  }
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-backup-'));
  console.warn(
    `npm run bench:backup: ${tickets.toLocaleString('en')} tickets, ${kinds.join(' and ')}, ${new Date().toISOString()} (${load()})`,
  );
  try {
    if (kinds.includes('embedded')) await benchEmbedded(dir);
    if (kinds.includes('postgres')) await benchPostgres(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function benchEmbedded(dir: string) {
  const embedded = await createDatabase({ dataDir: path.join(dir, 'data') });
  await migrateToLatest(embedded);
  await loadDemoOrganizations(embedded);
  const started = performance.now();
  await loadTickets(embedded, await prepareDrawGame(embedded, tickets));
  console.warn(
    `embedded: ${tickets.toLocaleString('en')} tickets loaded in ${seconds(started)} s (${load()})`,
  );
  let n = 0;
  await measure('embedded', embedded, path.join(dir, 'backups'), async () => ({
    kind: 'pglite',
    dataDir: path.join(dir, `restored-${++n}`),
  }));
  await embedded.destroy();
}

async function benchPostgres(dir: string) {
  // test_ prefix: scratch databases on a shared server are named test_* (HELPERS rule 4).
  const name = `test_bench_backup_${process.pid}`;
  const postgres = await scratchDatabase(name);
  const started = performance.now();
  await loadTickets(postgres, await prepareDrawGame(postgres, tickets));
  console.warn(`postgres: tickets loaded in ${seconds(started)} s (${load()})`);
  const targets: string[] = [];
  await measure('postgres', postgres, path.join(dir, 'pg-backups'), async () => {
    const target = `${name}_r${targets.length}`;
    targets.push(target);
    await admin(`create database "${target}"`);
    return { kind: 'postgres', url: urlFor(target) };
  });
  await postgres.destroy();
  for (const target of [name, ...targets]) {
    await admin(`drop database if exists "${target}" with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
