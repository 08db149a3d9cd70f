import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { databaseStats } from '../db/database-stats';

/**
 * Prometheus metrics on the root instance. Each app has its own registry so that several
 * apps in one process (tests) do not share counters.
 */
export function installMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  installProcessMetrics(registry);

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids in paths would explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}

/** Per process: the database's work and the peak memory, with the pid to tell workers apart. */
function installProcessMetrics(registry: Registry): void {
  const labels = { pid: String(process.pid) };
  const counter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      labelNames: ['pid'] as const,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(labels, read());
      },
    });
  counter('db_statements_total', 'SQL statements sent', () => databaseStats.statements);
  counter(
    'db_pool_checkouts_total',
    'Connections taken from the pool',
    () => databaseStats.checkouts,
  );
  counter(
    'db_pool_wait_seconds_total',
    'Time spent waiting for a free pool connection',
    () => databaseStats.poolWaitSeconds,
  );
  new Gauge({
    name: 'process_peak_resident_memory_bytes',
    help: 'Largest resident set size of this process so far',
    labelNames: ['pid'] as const,
    registers: [registry],
    collect() {
      this.set(labels, process.resourceUsage().maxRSS * 1024);
    },
  });
}
