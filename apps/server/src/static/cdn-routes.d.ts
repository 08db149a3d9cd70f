import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
/** The CDN root: static assets, and per-organization theme and logos built from the database. */
export declare const cdnRoutes: FastifyPluginAsyncZod;
