import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestErrorCode } from '@charity/domain/requests/request-errors';
import { HttpError } from '../errors/http-errors';
import { refusal } from '../refusals/refusal-catalogue';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a long-lived request (an event stream) that does not count against the cap. */
    inFlight?: boolean;
  }
}

/** What a refused client is told to wait, in seconds: a node drains a burst in about that. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/**
 * At most `max` requests are worked on at once in this process; the next one is answered 503
 * with Retry-After at once, so a burst is shed (and retried, or sent to another node by the
 * load balancer) instead of queueing without end while every answer gets slower.
 */
export function installInFlightLimit(app: FastifyInstance, max: number): void {
  if (max <= 0) return;
  let inFlight = 0;
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config?.inFlight === false) return;
    if (inFlight >= max) {
      reply.header('retry-after', String(IN_FLIGHT_RETRY_AFTER_SECONDS));
      throw new HttpError(503, RequestErrorCode.ServiceUnavailable, refusal('server.busy'));
    }
    inFlight += 1;
    // 'close' comes once per response, whether it finished or the client went away.
    reply.raw.once('close', () => (inFlight -= 1));
  });
}
