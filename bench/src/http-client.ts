import { randomUUID } from 'node:crypto';

export type Post = (
  path: string,
  token: string,
  body: object,
  key?: string,
) => Promise<{ status: number; body: unknown }>;

/** Node's fetch keeps connections alive, as a load balancer in front of the API would. */
export function poster(origin: string): Post {
  return async (path, token, body, key = randomUUID()) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
