import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
export interface ClientErrorRoutesOptions {
  /** Reports one client may send per minute. */
  maxPerMinute: number;
}
export declare const clientErrorRoutes: FastifyPluginAsyncZod<ClientErrorRoutesOptions>;
