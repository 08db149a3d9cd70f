import { findWinners } from '../apps/server/src/draws/winner-circle.repository';
import { runInstanceDraw } from '../apps/server/src/draws/run-instance-draw';
import { admin, scratchDatabase, urlFor } from './src/bench-setup';
import { loadPaidEntries, loadPastDraws, prepareDrawGame } from './src/draw-load';

const entries = Number(process.env.BENCH_ENTRIES ?? 10_000_000);
const name = `bench_draw_${process.pid}`;
const seconds = (since: number) => (performance.now() - since) / 1000;

async function main() {
  const db = await scratchDatabase(name);
  try {
    const game = await prepareDrawGame(db, entries);
    let started = performance.now();
    await loadPaidEntries(urlFor(name), game, entries);
    console.warn(
      `loaded ${entries.toLocaleString('en')} paid entries in ${seconds(started).toFixed(1)} s`,
    );

    started = performance.now();
    const draw = await runInstanceDraw(db, {
      instanceId: game.instanceId,
      actor: 'bench',
      mode: 'manual',
    });
    const drawSeconds = seconds(started);
    console.warn(
      `draw (lock, entries hash over the streamed entries, selection, store): ${drawSeconds.toFixed(2)} s, ` +
        `${Math.round(entries / drawSeconds).toLocaleString('en')} entries/s; ` +
        `winning number ${String(draw.winning_number)}, ${draw.outcome}`,
    );

    await loadPastDraws(db, 520);
    const year = new Date().getUTCFullYear() - 5;
    await findWinners(db, game.organizationId, year);
    const timings: number[] = [];
    for (let i = 0; i < 50; i++) {
      started = performance.now();
      await findWinners(db, game.organizationId, year);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const winnerCircleMs = Math.round((timings[25] ?? 0) * 100) / 100;
    const winners = await findWinners(db, game.organizationId, year);
    console.warn(
      `winner circle of ${year} (${winners.length} draws among 10 years of weekly draws): median ${winnerCircleMs} ms`,
    );
    process.stdout.write(
      `${JSON.stringify({ entries, drawSeconds: Math.round(drawSeconds * 1000) / 1000, winnerCircleMs })}\n`,
    );
  } finally {
    await db.destroy();
    await admin(`drop database if exists "${name}" with (force)`);
  }
}

// Bounded run time whatever happens.
setTimeout(() => {
  console.error('bench:draw took too long; stopping');
  process.exit(2);
}, 540_000).unref();

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
