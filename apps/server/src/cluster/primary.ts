import { randomBytes } from 'node:crypto';
import cluster, { type Worker } from 'node:cluster';
import type pino from 'pino';

const RESTART_DELAY_MS = 1000;

/**
 * The primary of WORKERS server processes sharing one port (node:cluster hands each new
 * connection to the next worker). It serves nothing itself: it forks the workers, replaces
 * one that dies, and on SIGTERM/SIGINT asks each to close gracefully, then exits.
 */
export function runPrimary(count: number, log: pino.Logger): void {
  // Sandbox webhooks signed by one worker must verify in any other.
  process.env.SANDBOX_WEBHOOK_SECRET ||= randomBytes(32).toString('base64url');
  let stopping = false;
  const fork = () => cluster.fork({ CHARITY_CLUSTER_WORKER: '1' });
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const worker of workers) worker?.process.kill('SIGTERM');
    });
  }
  for (let i = 0; i < count; i++) fork();
  log.info({ workers: count }, 'started the server workers');
}

/** This process is one of the workers: the primary migrated and seeded the database already. */
export const isClusterWorker = () => cluster.isWorker && !!process.env.CHARITY_CLUSTER_WORKER;
