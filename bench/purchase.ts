import {
  admin,
  createPlayers,
  passLocationChecks,
  prepareGame,
  scratchDatabase,
  startServer,
} from './src/bench-setup';
import { runLoad } from './src/load-job';
import { pgbenchTps } from './src/pgbench';
import type { purchaseLoad } from './src/purchase-mode';
import type { RaceLoad } from './src/race-load';
import { fillRange, raceTally } from './src/race-mode';

const raceMode = process.argv.includes('--race');
const players = Number(process.env.BENCH_PLAYERS ?? (raceMode ? 5000 : 200));
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const name = `bench_purchase_${process.pid}`;

type PurchaseLoad = Awaited<ReturnType<typeof purchaseLoad>>;

async function main() {
  const db = await scratchDatabase(name);
  const { app, port } = await startServer(db);
  const origin = `http://127.0.0.1:${port}`;
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
        `race: ${players} buyers (1 or 2 numbers each) for the last ${free} free numbers of ${range}, through ${connections} sockets`,
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
        `${JSON.stringify({ free, sold, duplicates, overLimit, failedRequests: load.failedRequests })}\n`,
      );
      return;
    }
    const game = await prepareGame(db, 1_000_000, 1000);
    const buyers = await createPlayers(db, game.organizationId, players, origin);
    await passLocationChecks(db, game, buyers);
    console.warn(
      `purchase: ${players} concurrent players for ${seconds}s through ${connections} sockets (range 1,000,000, sandbox settling instantly, pool ${process.env.DATABASE_POOL_SIZE ?? 10})`,
    );
    const load = await runLoad<PurchaseLoad>({
      mode: 'purchase',
      origin,
      connections,
      game,
      players: buyers,
      seconds,
    });
    console.warn(load);
    await app.close();
    const tps = await pgbenchTps(15);
    console.warn(`pgbench TPC-B (-s 10 -c 8 -j 2 -T 15): ${tps} tps`);
    const ratio = Math.round((load.purchasesPerSecond / tps) * 1000) / 1000;
    process.stdout.write(
      `${JSON.stringify({ purchasesPerSecond: load.purchasesPerSecond, p50Ms: load.p50Ms, p99Ms: load.p99Ms, pgbenchTps: Math.round(tps), ratio })}\n`,
    );
  } finally {
    await app.close();
    await db.destroy();
    await admin(`drop database if exists "${name}" with (force)`);
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
