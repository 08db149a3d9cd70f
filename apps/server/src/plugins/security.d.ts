import type { FastifyInstance } from 'fastify';
/**
 * The SPA's component library sets inline styles, so styles may be inline; scripts may not.
 * Requests are not upgraded to https: a self-hosted install may run on plain http inside a
 * private network, and TLS belongs to the proxy in front of it.
 */
export declare function installSecurity(app: FastifyInstance): Promise<void>;
