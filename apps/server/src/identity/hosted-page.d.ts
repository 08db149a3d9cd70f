import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SafeHtml } from './pages/html';
import { type PageContext } from './page-context';
/** Hosted pages carry credentials in forms and links: never cached, never framed. */
export declare function sendPage(
  reply: FastifyReply,
  request: FastifyRequest,
  context: PageContext,
  title: string,
  body: SafeHtml,
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
/** HTML forms post application/x-www-form-urlencoded; only these routes accept it. */
export declare function acceptFormBodies(app: FastifyInstance): void;
/** A posted form field as a string ('' when absent). */
export declare function formValue(body: unknown, name: string): string;
/** Only a same-origin absolute URL is followed after a reset or e-mail change. */
export declare function sameOriginUrl(value: unknown, origin: string): string | undefined;
