import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  origin: string;
  workers: number;
  stop(): Promise<void>;
}

/**
 * The production entry point (apps/server/src/server.ts) in its own process tree, WORKERS
 * processes on one port, over the scratch database: what an operator runs, load and all.
 */
export async function startServerProcess(databaseUrl: string): Promise<ServerProcess> {
  const port = Number(process.env.BENCH_PORT ?? 8371);
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'warn',
    CURRENT_ENVIRONMENT: 'benchmark',
    SANDBOX_SETTLEMENT: 'instant',
    JOBS_INTERVAL_MS: '0',
  };
  // Named, not left to the server's default: on a busy machine a worker may still be starting
  // when the bench counts who answers /metrics, and its figures would be left out.
  env.WORKERS = process.env.BENCH_WORKERS ?? String(os.availableParallelism());
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // BENCH_PROFILE=<folder>: every server process writes a V8 CPU profile there on exit.
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : []),
      '--import',
      'tsx',
      'apps/server/src/server.ts',
    ],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await request(`${origin}/healthz`).then(
      (response) => response.body.text().then(() => response.statusCode === 200),
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('server did not start in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const workers = Number(env.WORKERS ?? 0) || (await countWorkers(origin));
  return {
    origin,
    workers,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

async function countWorkers(origin: string) {
  return (await workerMetrics(origin, 0)).size;
}

export interface WorkerMetrics {
  statements: number;
  checkouts: number;
  poolWaitSeconds: number;
  peakRssBytes: number;
}

const METRICS: Record<string, keyof WorkerMetrics> = {
  db_statements_total: 'statements',
  db_pool_checkouts_total: 'checkouts',
  db_pool_wait_seconds_total: 'poolWaitSeconds',
  process_peak_resident_memory_bytes: 'peakRssBytes',
};

/**
 * Each worker's counters, by pid: /metrics answers for the worker that took the connection,
 * so it is asked on fresh connections until `expected` workers answered (or 40 tries).
 */
export async function workerMetrics(origin: string, expected: number) {
  const byPid = new Map<string, WorkerMetrics>();
  for (let attempt = 0; attempt < 40 && (expected === 0 || byPid.size < expected); attempt++) {
    const response = await request(`${origin}/metrics`, { reset: true });
    const text = await response.body.text();
    for (const line of text.split('\n')) {
      const match = /^(\w+)\{pid="(\d+)"\} ([\d.e+-]+)$/.exec(line);
      const key = match?.[1] ? METRICS[match[1]] : undefined;
      if (!match?.[2] || !key) continue;
      const entry = byPid.get(match[2]) ?? {
        statements: 0,
        checkouts: 0,
        poolWaitSeconds: 0,
        peakRssBytes: 0,
      };
      entry[key] = Number(match[3]);
      byPid.set(match[2], entry);
    }
    if (expected === 0 && attempt >= 9) break;
  }
  return byPid;
}
