import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { installInFlightLimit } from './in-flight-limit';
import { postgresRateLimitStore } from './postgres-rate-limit-store';

export interface LimitsOptions {
  /** Prefix of the rate-limit keys (tests keep theirs apart on a shared Redis). */
  rateLimitNamespace?: string;
}

/**
 * Limits that hold with any number of nodes: rate limits counted in Redis when REDIS_URL is
 * set, in PostgreSQL otherwise (never in process memory); plus this node's cap on requests
 * in flight. Limits themselves are declared per route (`config.rateLimit`).
 */
export async function installLimits(app: FastifyInstance, options: LimitsOptions = {}) {
  installInFlightLimit(app, app.env.MAX_IN_FLIGHT_REQUESTS);
  const nameSpace = options.rateLimitNamespace ?? 'charity-rate-limit:';
  // A store that cannot answer lets the request through: limits guard, they must not take
  // the service down with them. The failure is logged by the store's client.
  const common = { global: false, skipOnError: true } as const;
  if (app.env.REDIS_URL) {
    const redis = new Redis(app.env.REDIS_URL, {
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) unavailable'));
    // Connected before the first request: without an offline queue, a request that came
    // while the connection was still opening was let through uncounted (CI saw a limit miss
    // its first hits on a busy machine). A Redis down at start is like one that drops later.
    await redis.connect().catch(() => undefined);
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
    await app.register(rateLimit, { ...common, redis, nameSpace });
  } else {
    await app.register(rateLimit, { ...common, store: postgresRateLimitStore(app.db, nameSpace) });
  }
}
