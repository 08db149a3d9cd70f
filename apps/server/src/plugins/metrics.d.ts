import type { FastifyInstance } from 'fastify';
/**
 * Prometheus metrics on the root instance. Each app has its own registry so that several
 * apps in one process (tests) do not share counters.
 */
export declare function installMetrics(app: FastifyInstance): void;
