import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** Expired windows are swept now and then by whichever node counts, not by a job. */
const SWEEP_EVERY = 500;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A fixed-window counter per key in PostgreSQL, so every node behind the load balancer counts
 * the same hits: one upsert a limited request, on the key's own row.
 */
class PostgresRateLimitStore implements FastifyRateLimitStore {
  private counted = 0;

  constructor(
    private readonly db: Executor,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.count(`${this.prefix}${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** The key's count without counting a hit (`createRateLimit(...)(req, { increment: false })`). */
  read(key: string, callback: Callback): void {
    this.peek(`${this.prefix}${key}`).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: {
    method?: string | string[];
    url?: string;
    routeInfo?: { method?: string | string[]; url?: string };
  }): FastifyRateLimitStore {
    const route = routeOptions.routeInfo ?? routeOptions;
    return new PostgresRateLimitStore(
      this.db,
      `${this.prefix}${String(route.method)}${route.url ?? ''}-`,
    );
  }

  private async peek(key: string) {
    const { rows } = await sql<{ hits: number; ttl_ms: number }>`
      select hits,
        greatest(0, ceil(extract(epoch from (resets_at - clock_timestamp())) * 1000))::float8
          as ttl_ms
      from rate_limit_hits where key = ${key} and resets_at > clock_timestamp()`.execute(this.db);
    const row = rows[0];
    return { current: Number(row?.hits ?? 0), ttl: Number(row?.ttl_ms ?? 0) };
  }

  private async count(key: string, windowMs: number) {
    const { rows } = await sql<{ hits: number; ttl_ms: number }>`
      insert into rate_limit_hits as r (key, hits, resets_at)
      values (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when r.resets_at <= clock_timestamp() then 1 else r.hits + 1 end,
        resets_at = case when r.resets_at <= clock_timestamp() then excluded.resets_at
          else r.resets_at end
      returning hits,
        greatest(0, ceil(extract(epoch from (resets_at - clock_timestamp())) * 1000))::float8
          as ttl_ms`.execute(this.db);
    this.counted += 1;
    if (this.counted % SWEEP_EVERY === 0) {
      await sql`delete from rate_limit_hits where resets_at < clock_timestamp()`.execute(this.db);
    }
    const row = rows[0];
    return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl_ms ?? windowMs) };
  }
}

/** The store class @fastify/rate-limit instantiates, bound to this database. */
export function postgresRateLimitStore(db: Executor, prefix: string): FastifyRateLimitStoreCtor {
  return class extends PostgresRateLimitStore {
    constructor() {
      super(db, prefix);
    }
  };
}
