import type { FastifyInstance } from 'fastify';
export declare const RENEWAL_JOB = 'subscription-renewal';
/**
 * One job per (open instance, subscribed group), for groups subscribed before the instance
 * started: the unique (kind, key) makes this safe to run from every process at any time.
 */
export declare function enqueueRenewals(app: FastifyInstance): Promise<number>;
/** Claims and runs due renewals; every process may call it, each job runs once. */
export declare function runRenewals(app: FastifyInstance, batch?: number): Promise<number>;
