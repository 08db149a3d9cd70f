import type { FastifyPluginAsync } from 'fastify';
/** Development only: the outbox as a page, newest first, with each message's links. */
export declare const mailboxRoutes: FastifyPluginAsync;
