import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
/** Signatures are computed over the exact bytes: this scope keeps JSON bodies raw. */
export declare const webhookRoutes: FastifyPluginAsyncZod;
/** The sandbox processor's own pages: its card form posts here, and its 3-D Secure step. */
export declare const sandboxRoutes: FastifyPluginAsyncZod;
