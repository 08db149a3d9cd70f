import { REPORT_KINDS, type ReportKind } from '@charity/domain/reports/report-period';
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/database';
import { charitiesReport } from '../apps/server/src/reports/charities-report';
import { drawsReport } from '../apps/server/src/reports/draws-report';
import { playersReport } from '../apps/server/src/reports/players-report';
import { reconciliationReport } from '../apps/server/src/reports/reconciliation-report';
import { resolveWindow, type ReportWindow } from '../apps/server/src/reports/report-window';
import { salesReport } from '../apps/server/src/reports/sales-report';
import { voidsReport } from '../apps/server/src/reports/voids-report';
import { admin, scratchDatabase, urlFor } from './src/bench-setup';
import { loadReportsSeason } from './src/reports-load';

const tickets = Number(process.env.BENCH_TICKETS ?? 10_000_000);
const name = `bench_reports_${process.pid}`;

const reports: Record<ReportKind, (db: Kysely<Database>, w: ReportWindow) => Promise<unknown>> = {
  sales: salesReport,
  draws: drawsReport,
  charities: charitiesReport,
  players: playersReport,
  reconciliation: reconciliationReport,
  voids: voidsReport,
};

/** Median of five runs after a warm-up, in milliseconds. */
async function time(task: () => Promise<unknown>): Promise<number> {
  await task();
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await task();
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return Math.round((runs[2] ?? 0) * 10) / 10;
}

async function main() {
  const db = await scratchDatabase(name);
  try {
    const started = performance.now();
    const season = await loadReportsSeason(urlFor(name), {
      tickets,
      weeks: 52,
      players: Math.max(1000, Math.round(tickets / 100)),
      ticketsPerPayment: 4,
    });
    console.warn(
      `loaded ${season.tickets.toLocaleString('en')} tickets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { organizationId, instanceId, weekFrom, weekTo } = season.data;
    const byInstance = await resolveWindow(db, organizationId, {
      gameInstanceId: instanceId,
      format: 'json',
    });
    const byWeek = await resolveWindow(db, organizationId, {
      from: weekFrom,
      to: weekTo,
      format: 'json',
    });
    const result: Record<string, number> = { tickets: season.tickets };
    for (const kind of REPORT_KINDS) {
      const instanceMs = await time(() => reports[kind](db, byInstance));
      const weekMs = await time(() => reports[kind](db, byWeek));
      console.warn(`${kind}: instance ${instanceMs} ms, week ${weekMs} ms`);
      result[kind] = Math.max(instanceMs, weekMs);
    }
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await db.destroy();
    await admin(`drop database if exists "${name}" with (force)`);
  }
}

// Bounded run time whatever happens.
setTimeout(() => {
  console.error('bench:reports took too long; stopping');
  process.exit(2);
}, 1_500_000).unref();

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
