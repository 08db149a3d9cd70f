import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/database';
import {
  admin,
  createPlayers,
  passLocationChecks,
  prepareGame,
  scratchDatabase,
  urlFor,
} from './src/bench-setup';
import { poster } from './src/http-client';
import { runLoad } from './src/load-job';
import { pgbenchTps } from './src/pgbench';
import { cardFor, type purchaseLoad } from './src/purchase-mode';
import { sqlCeiling } from './src/sql-mode';
import type { RaceLoad } from './src/race-load';
import { fillRange, raceTally } from './src/race-mode';
import { startServerProcess, workerMetrics, type WorkerMetrics } from './src/server-process';

const raceMode = process.argv.includes('--race');
// --floor: the same load on the lightest authenticated read, the ceiling of any purchase here.
const floorMode = process.argv.includes('--floor');
// --sql: no server; pgbench runs the purchase's own SQL, the ceiling of any Node in front of it.
const sqlMode = process.argv.includes('--sql');
const players = Number(process.env.BENCH_PLAYERS ?? (raceMode ? 5000 : 200));
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const name = `bench_purchase_${process.pid}`;

type PurchaseLoad = Awaited<ReturnType<typeof purchaseLoad>>;

const sum = (metrics: Map<string, WorkerMetrics>, key: keyof WorkerMetrics) =>
  [...metrics.values()].reduce((total, worker) => total + worker[key], 0);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The purchase's SQL alone against TPC-B, on the data the purchase load would use. */
async function sqlOnly(db: Kysely<Database>) {
  const game = await prepareGame(db, 1_000_000, 1000);
  const buyers = await createPlayers(db, game.organizationId, players, 'http://bench.invalid');
  await passLocationChecks(db, game, buyers);
  const ceiling = await sqlCeiling(db, urlFor(name), game, buyers, 15);
  const tps = await pgbenchTps(15);
  process.stdout.write(
    `${JSON.stringify({
      mode: 'sql',
      roundTripsTps: Math.round(ceiling.roundTripsTps),
      oneCallTps: Math.round(ceiling.oneCallTps),
      pgbenchTps: Math.round(tps),
      roundTripsRatio: round(ceiling.roundTripsTps / tps, 3),
      oneCallRatio: round(ceiling.oneCallTps / tps, 3),
      loadAverage: round(os.loadavg()[0] ?? 0, 2),
    })}\n`,
  );
}

/** Closes the scratch database, and drops it unless BENCH_KEEP=1 (kept for EXPLAIN, pg_stat_*). */
async function release(db: Kysely<Database>) {
  await db.destroy();
  if (process.env.BENCH_KEEP) console.warn(`kept database ${name}`);
  else await admin(`drop database if exists "${name}" with (force)`);
}

async function main() {
  const db = await scratchDatabase(name);
  if (sqlMode) {
    await sqlOnly(db).finally(() => release(db));
    return;
  }
  const server = await startServerProcess(urlFor(name));
  const origin = server.origin;
  try {
    if (raceMode) {
      const range = 100_000;
      const maxPerPlayer = 2;
      const game = await prepareGame(db, range, maxPerPlayer);
      const [filler] = await createPlayers(db, game.organizationId, 1, origin);
      const free = await fillRange(db, game, range, 1000, filler?.id ?? '');
      const buyers = await createPlayers(db, game.organizationId, players, origin);
      await passLocationChecks(db, game, buyers);
      console.warn(
        `race: ${players} buyers (1 or 2 numbers each) for the last ${free} free numbers of ${range}, through ${connections} sockets, ${server.workers} workers`,
      );
      const load = await runLoad<RaceLoad>({
        mode: 'race',
        origin,
        connections,
        game,
        players: buyers,
        seconds,
      });
      const held = await raceTally(db, game, buyers, maxPerPlayer);
      console.warn({ ...load, ...held });
      const { sold, duplicates, overLimit } = held;
      process.stdout.write(
        `${JSON.stringify({ workers: server.workers, free, sold, duplicates, overLimit, failedRequests: load.failedRequests })}\n`,
      );
      return;
    }
    const game = await prepareGame(db, 1_000_000, 1000);
    const buyers = await createPlayers(db, game.organizationId, players, origin);
    await passLocationChecks(db, game, buyers);
    const client = poster(origin, connections);
    const withCards = await Promise.all(
      buyers.map(async (buyer) => ({ ...buyer, card: await cardFor(client.post, buyer) })),
    );
    await client.close();
    console.warn(
      `purchase: ${players} concurrent players for ${seconds}s through ${connections} sockets (range 1,000,000, sandbox settling instantly, ${server.workers} workers, pool ${process.env.DATABASE_POOL_SIZE ?? 10} each); load ${os.loadavg()[0]?.toFixed(2)}`,
    );
    const before = await workerMetrics(origin, server.workers);
    const load = await runLoad<PurchaseLoad>({
      mode: floorMode ? 'floor' : 'purchase',
      origin,
      connections,
      game,
      players: withCards,
      seconds,
    });
    const after = await workerMetrics(origin, server.workers);
    console.warn(load, after);
    await server.stop();
    const tps = await pgbenchTps(15);
    console.warn(`pgbench TPC-B (-s 10 -c 8 -j 2 -T 15): ${tps} tps`);
    const purchases = Math.max(1, load.purchases);
    const delta = (key: keyof WorkerMetrics) => sum(after, key) - sum(before, key);
    process.stdout.write(
      `${JSON.stringify({
        workers: server.workers,
        ...(floorMode ? { mode: 'floor' } : {}),
        purchasesPerSecond: load.purchasesPerSecond,
        p50Ms: load.p50Ms,
        p99Ms: load.p99Ms,
        pgbenchTps: Math.round(tps),
        ratio: round(load.purchasesPerSecond / tps, 3),
        statementsPerPurchase: round(delta('statements') / purchases),
        checkoutsPerPurchase: round(delta('checkouts') / purchases),
        poolWaitMsPerPurchase: round((delta('poolWaitSeconds') * 1000) / purchases),
        peakRssMbPerWorker: Math.round(
          Math.max(...[...after.values()].map((worker) => worker.peakRssBytes)) / 1_048_576,
        ),
        loadAverage: round(os.loadavg()[0] ?? 0, 2),
      })}\n`,
    );
  } finally {
    await server.stop();
    await release(db);
  }
}

// Bounded run time whatever happens.
setTimeout(() => {
  console.error('bench:purchase took too long; stopping');
  process.exit(2);
}, 290_000).unref();

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
