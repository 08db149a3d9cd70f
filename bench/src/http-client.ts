import { randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';

export type Post = (
  path: string,
  token: string,
  body: object,
  key?: string,
) => Promise<{ status: number; body: unknown }>;

export type Get = (path: string, token: string) => Promise<{ status: number; body: unknown }>;

export interface Poster {
  post: Post;
  get: Get;
  close(): Promise<void>;
}

/**
 * Keep-alive connections, at most `connections` of them, as a load balancer in front of the
 * API would hold: any number of logical buyers may be in flight, queued through the pool.
 */
export function poster(origin: string, connections: number): Poster {
  const agent = new Agent({ connections, pipelining: 1, keepAliveTimeout: 30_000 });
  return {
    async post(path, token, body, key = randomUUID()) {
      const response = await request(`${origin}${path}`, {
        dispatcher: agent,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
        headersTimeout: 120_000,
        bodyTimeout: 120_000,
      });
      return { status: response.statusCode, body: await response.body.json() };
    },
    async get(path, token) {
      const response = await request(`${origin}${path}`, {
        dispatcher: agent,
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
        headersTimeout: 120_000,
        bodyTimeout: 120_000,
      });
      return { status: response.statusCode, body: await response.body.json() };
    },
    close: () => agent.close(),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Every player repeats `call` (its n-th call, from 1) until `seconds` are up; the latency of
 * each call that succeeded is kept. Answers the successes, failures, rate, p50 and p99.
 */
export async function timedLoad<P>(
  players: readonly P[],
  seconds: number,
  call: (player: P, n: number) => Promise<boolean>,
) {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    players.map(async (player) => {
      for (let n = 1; performance.now() < deadline; n++) {
        const t0 = performance.now();
        if (await call(player, n)) latencies.push(performance.now() - t0);
        else failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    purchases: latencies.length,
    failures,
    purchasesPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
  };
}
