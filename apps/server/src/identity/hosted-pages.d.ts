import type { FastifyPluginAsync } from 'fastify';
/** The provider's server-rendered pages: sign-in, registration, verification, recovery. */
export declare const hostedPages: FastifyPluginAsync;
