import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer, serverDir } from '../apps/server/scripts/bundle-server';
import { admin, urlFor } from './src/bench-setup';

/**
 * `npm run bench:restart`: how long a restart takes, from spawning the server to its first
 * `/readyz` 200, through tsx (what `npm start` runs) and as compiled JavaScript (what
 * `npm run start:prod` runs), alternately over the same already-migrated database.
 * BENCH_RUNS (default 5) of each; BENCH_PORT (default 8372). A fresh embedded database, or with
 * DATABASE_URL a scratch PostgreSQL database on that server (created and dropped here).
 */
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 8372);
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function ready(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Milliseconds from spawn to the first `/readyz` 200; the server is then stopped. */
async function timeStart(command: string, args: string[], env: NodeJS.ProcessEnv) {
  if (await ready()) throw new Error(`port ${port} already answers: stop that server first`);
  const started = performance.now();
  const child = spawn(command, args, { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${errors}`);
      if (await ready()) return performance.now() - started;
      if (performance.now() - started > 300_000) throw new Error('not ready in 300 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
}

async function main() {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'bench-restart-'));
  const entry = path.join(serverDir, 'dist', `bench-restart-${process.pid}`, 'server.mjs');
  const postgres = process.env.DATABASE_URL ? `bench_restart_${process.pid}` : undefined;
  if (postgres) await admin(`create database "${postgres}"`);
  try {
    let builtIn = performance.now();
    await bundleServer(entry);
    builtIn = performance.now() - builtIn;
    const env = {
      ...process.env,
      DATA_DIR: path.join(scratch, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      WORKERS: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      // The compiled server loads no demo organization unless asked: both starts get them.
      DEMO_ORGANIZATIONS: 'true',
      ...(postgres ? { DATABASE_URL: urlFor(postgres) } : {}),
    };
    const tsxStart = () => timeStart(tsx, ['src/server.ts'], env);
    const nodeStart = () => timeStart(process.execPath, [entry], env);
    // The first start migrates and seeds; it is not a restart.
    const first = await nodeStart();
    console.warn(`first start (migrations, demo organizations): ${Math.round(first)} ms`);
    const timings = { tsx: [] as number[], node: [] as number[] };
    for (let run = 0; run < runs; run++) {
      timings.tsx.push(await tsxStart());
      timings.node.push(await nodeStart());
      console.warn(
        `run ${run + 1}: tsx ${Math.round(timings.tsx.at(-1) ?? 0)} ms, ` +
          `node ${Math.round(timings.node.at(-1) ?? 0)} ms`,
      );
    }
    const database = postgres ? 'PostgreSQL' : 'PGlite';
    process.stdout.write(
      `${JSON.stringify({
        database,
        runs,
        buildMs: Math.round(builtIn),
        medianMs: { tsx: Math.round(median(timings.tsx)), node: Math.round(median(timings.node)) },
        allMs: {
          tsx: timings.tsx.map(Math.round),
          node: timings.node.map(Math.round),
        },
        loadAverage: os.loadavg().map((load) => load.toFixed(1)),
      })}\n`,
    );
  } finally {
    await rm(path.dirname(entry), { recursive: true, force: true });
    await rm(scratch, { recursive: true, force: true });
    if (postgres) await admin(`drop database if exists "${postgres}" with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
