import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
/**
 * The one place that turns errors into the spec's ApiErrorResponse body. Anything that is not
 * a deliberate 4xx (or a 5xx we raised on purpose) is logged and answered without details.
 */
export declare function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply<
  import('fastify').RouteGenericInterface,
  import('fastify').RawServerDefault,
  import('http').IncomingMessage,
  import('http').ServerResponse<import('http').IncomingMessage>,
  unknown,
  import('fastify').FastifySchema,
  import('fastify').FastifyTypeProviderDefault,
  unknown
>;
