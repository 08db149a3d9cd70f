import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type InteractionContext } from './interaction-context';
import { type LoginPageModel } from './pages/login-page';
export declare function showLogin(
  interaction: InteractionContext,
  reply: FastifyReply,
  request: FastifyRequest,
  model: Omit<LoginPageModel, 'uid'>,
  status?: number,
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
export declare function loginRoutes(app: FastifyInstance, rateLimit: object): void;
