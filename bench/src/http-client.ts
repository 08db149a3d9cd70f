import { randomUUID } from 'node:crypto';
import { Agent, request } from 'undici';

export type Post = (
  path: string,
  token: string,
  body: object,
  key?: string,
) => Promise<{ status: number; body: unknown }>;

export interface Poster {
  post: Post;
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
    close: () => agent.close(),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
