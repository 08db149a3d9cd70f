import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { moneyViolations, noViolations, unsettled } from './money-invariants';
import { loadCards, loadPlayers, purchaseLoad, warmUp, type LoadPlayer } from './purchase-load';
import { buildServer, startServer, type ServerProcess } from './server-process';

/**
 * A separate server process cannot share a PGlite directory with the test, so this runs on
 * PostgreSQL only: `DATABASE_URL=postgres://… npm run test:db` (CI's database step).
 */
const postgres = Boolean(process.env.DATABASE_URL);

// Small windows so that a test run sees every payment reach its final state: a payment
// unanswered for 1.8 s is asked about, a bank check left for 3.6 s is cancelled.
const STALE_MINUTES = 0.03;
const ABANDONED_MINUTES = 0.06;
const SETTLE_WITHIN_MS = 20_000;

/** The figures go to the log of the run (CI keeps it): how much was in flight, how long it took. */
const report = (line: string) => process.stdout.write(`crash test: ${line}\n`);

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let database: TestDatabase;
let bundle: Awaited<ReturnType<typeof buildServer>>;
let server: ServerProcess | undefined;
let players: LoadPlayer[];
let cards: Awaited<ReturnType<typeof loadCards>>;
let instanceId: string;

async function start() {
  const started = await startServer(bundle.entry, {
    DATABASE_URL: database.options.databaseUrl ?? '',
    DATABASE_POOL_SIZE: '4',
    LIFECYCLE_INTERVAL_MS: '250',
    JOBS_INTERVAL_MS: '250',
    SANDBOX_SETTLEMENT: 'async',
    SANDBOX_SETTLE_DELAY_MS: '300',
    STALE_PAYMENT_MINUTES: String(STALE_MINUTES),
    ABANDONED_PAYMENT_MINUTES: String(ABANDONED_MINUTES),
  });
  await warmUp(started.port, players[0] as LoadPlayer, cards, instanceId);
  return started;
}

/** Waits until no payment and no processor charge waits for an answer; answers how long. */
async function settled(): Promise<number> {
  const started = Date.now();
  for (;;) {
    const left = await unsettled(database.db);
    if (left.payments === 0 && left.charges === 0) return Date.now() - started;
    if (Date.now() - started > SETTLE_WITHIN_MS) {
      throw new Error(`still unsettled after ${SETTLE_WITHIN_MS} ms: ${JSON.stringify(left)}`);
    }
    await delay(100);
  }
}

/** Payments of this round, by status, and charges the processor accepted but has not settled. */
async function roundFigures(since: Date) {
  const { rows } = await sql<Record<string, string>>`
    select count(*) as made,
      count(*) filter (where p.status = 'succeeded') as settled,
      count(*) filter (where p.status = 'processing') as waiting,
      count(*) filter (where p.status = 'requires_action') as at_bank,
      (select count(*) from sandbox_charges c where c.created_at >= ${since}
        and c.status = 'processing') as accepted
    from payments p where p.created_at >= ${since}`.execute(database.db);
  const row = rows[0] ?? {};
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
}

/** Polls the round's figures until `ready` holds: kill moments follow the work, not the clock. */
async function when(since: Date, ready: (figures: Record<string, number>) => boolean) {
  const deadline = Date.now() + SETTLE_WITHIN_MS;
  while (!ready(await roundFigures(since))) {
    if (Date.now() > deadline) throw new Error('the load never reached this moment');
    await delay(10);
  }
}

describe.skipIf(!postgres)('crash recovery (PostgreSQL only: set DATABASE_URL)', () => {
  beforeAll(async () => {
    bundle = await buildServer();
    database = await createTestDatabase();
    players = await loadPlayers(database.db, 24);
    cards = await loadCards(database.db);
    const { rows } = await sql<{ id: string }>`
      select i.id from game_instances i join organizations o on o.current_game_id = i.game_id
      where o.slug = 'fiftyfifty' and i.status = 'Open'`.execute(database.db);
    instanceId = rows[0]?.id ?? '';
    server = await start();
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await bundle?.remove();
  });

  // Each moment: a state of the work in flight, then a delay, then kill -9.
  const moments: [string, (since: Date) => Promise<void>][] = [
    [
      '50 ms after the first payment was recorded',
      async (since) => {
        await when(since, (f) => (f.made ?? 0) > 0);
        await delay(50);
      },
    ],
    [
      '200 ms after a charge was accepted, unsettled',
      async (since) => {
        await when(since, (f) => (f.accepted ?? 0) > 0);
        await delay(200);
      },
    ],
    [
      '500 ms after five payments',
      async (since) => {
        await when(since, (f) => (f.made ?? 0) >= 5);
        await delay(500);
      },
    ],
    ['mid-settlement', (since) => when(since, (f) => (f.settled ?? 0) > 0 && (f.waiting ?? 0) > 0)],
    [
      'while a bank check waits for the player',
      (since) => when(since, (f) => (f.at_bank ?? 0) > 0 && (f.waiting ?? 0) > 0),
    ],
  ];

  it.each(moments)(
    'kill -9 %s: after a restart every payment settles and the books hold',
    async (_moment, waitForMoment) => {
      const running = server as ServerProcess;
      const since = new Date();
      const load = purchaseLoad({ port: running.port, players, cards, instanceId, workers: 6 });
      await waitForMoment(since);
      await running.kill();
      const sent = await load.stop();
      const atKill = await roundFigures(since);
      expect(atKill.made).toBeGreaterThan(0);
      const restartedAt = Date.now();
      server = await start();
      const restartMs = Date.now() - restartedAt;
      const settleMs = await settled();
      report(
        `requests ${JSON.stringify(sent)}, payments at the kill ` +
          `${JSON.stringify(atKill)}; restart ${restartMs} ms, all settled ${settleMs} ms after it`,
      );
      expect(await moneyViolations(database.db)).toEqual(noViolations);
    },
    60_000,
  );

  it('runs the scheduled draw on time after a crash, payments in flight at sales close', async () => {
    const crashed = server as ServerProcess;
    const since = new Date();
    const before = purchaseLoad({ port: crashed.port, players, cards, instanceId, workers: 6 });
    await when(since, (f) => (f.waiting ?? 0) > 0);
    await crashed.kill();
    await before.stop();
    server = await start();
    // Sales close in 2 s and the draw follows 2 s later, with purchases running up to the close.
    await sql`update game_instances set sales_close_at = now() + interval '2 seconds',
      draw_at = now() + interval '4 seconds' where id = ${instanceId}`.execute(database.db);
    const during = purchaseLoad({ port: server.port, players, cards, instanceId, workers: 6 });
    await delay(2500);
    await during.stop();
    let drawn: { late_ms: number; entries_count: number } | undefined;
    for (let i = 0; i < 300 && !drawn; i++) {
      const { rows } = await sql<{ late_ms: number; entries_count: number }>`
        select extract(epoch from (d.drawn_at - i.draw_at)) * 1000 as late_ms, d.entries_count
        from draws d join game_instances i on i.id = d.game_instance_id
        where d.game_instance_id = ${instanceId}`.execute(database.db);
      drawn = rows[0];
      if (!drawn) await delay(100);
    }
    expect(drawn, 'the draw ran').toBeDefined();
    const voided = await sql<{ n: string }>`select count(*) as n from payments
      where game_instance_id = ${instanceId} and failure_code = 'voided_at_close'`.execute(
      database.db,
    );
    report(
      `the draw ran ${Math.round(Number(drawn?.late_ms))} ms after draw_at over ` +
        `${drawn?.entries_count} entries; ${voided.rows[0]?.n} payment(s) voided at close`,
    );
    expect(Number(drawn?.late_ms)).toBeLessThan(5000);
    await settled();
    expect(await moneyViolations(database.db)).toEqual(noViolations);
  }, 90_000);
});
