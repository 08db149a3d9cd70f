import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PageContext } from './page-context';
export type InteractionDetails = Awaited<
  ReturnType<
    Awaited<
      ReturnType<FastifyInstance['identity']['registry']['providerFor']>
    >['interactionDetails']
  >
>;
export interface InteractionContext {
  uid: string;
  details: InteractionDetails;
  page: PageContext;
  /** Ends the interaction (sign-in done or aborted) and sends the browser back to the provider. */
  finish(result: Record<string, unknown>): Promise<FastifyReply>;
}
type Handler = (
  request: FastifyRequest<{
    Params: {
      uid: string;
    };
  }>,
  reply: FastifyReply,
  interaction: InteractionContext,
) => Promise<FastifyReply>;
/**
 * Loads the interaction named in the path (its cookie must match, so another browser cannot
 * continue it). An expired or unknown interaction gets a page that says so, not an error.
 */
export declare function withInteraction(
  app: FastifyInstance,
  handler: Handler,
): (
  request: FastifyRequest<{
    Params: {
      uid: string;
    };
  }>,
  reply: FastifyReply,
) => Promise<never>;
export {};
