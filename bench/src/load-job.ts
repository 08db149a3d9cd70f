import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchGame } from './bench-setup';

export interface BenchPlayer {
  id: string;
  token: string;
  /** A sandbox card token made before the timed load. */
  card?: string;
}

export interface LoadJob {
  mode: 'purchase' | 'race' | 'floor';
  origin: string;
  /** Sockets the load generator may open to the server. */
  connections: number;
  game: BenchGame;
  players: BenchPlayer[];
  seconds: number;
}

type Reply<T> = { ok: true; result: T } | { ok: false; error: string };

/**
 * Runs the HTTP load in a child process (tsx's loader comes with the inherited execArgv): the
 * load generator gets its own event loop and core instead of queueing behind the server.
 */
export function runLoad<T>(job: LoadJob): Promise<T> {
  const child = fork(fileURLToPath(new URL('./load-worker.ts', import.meta.url)), {
    serialization: 'advanced',
  });
  return new Promise<T>((resolve, reject) => {
    child.once('message', (reply: Reply<T>) => {
      child.kill();
      if (reply.ok) resolve(reply.result);
      else reject(new Error(reply.error));
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
    child.send(job);
  });
}
