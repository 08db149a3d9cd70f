import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';
import { pageContext, type PageContext } from './page-context';
import { messagePage } from './pages/account-pages';
import { sendPage } from './hosted-page';

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
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
  interaction: InteractionContext,
) => Promise<FastifyReply>;

/**
 * Loads the interaction named in the path (its cookie must match, so another browser cannot
 * continue it). An expired or unknown interaction gets a page that says so, not an error.
 */
export function withInteraction(app: FastifyInstance, handler: Handler) {
  return async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    const provider = await app.identity.registry.providerFor(request);
    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== request.params.uid)
        throw new errors.SessionNotFound('interaction mismatch');
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
      const page = await pageContext(app, request);
      return sendPage(
        reply,
        request,
        page,
        page.t('errorTitle'),
        messagePage(page.t('sessionExpired'), { href: '/', label: page.t('openApp') }),
        400,
      );
    }
    const page = await pageContext(app, request, { uiLocales: details.params.ui_locales });
    return handler(request, reply, {
      uid: details.uid,
      details,
      page,
      async finish(result) {
        const redirectTo = await provider.interactionResult(request.raw, reply.raw, result, {
          mergeWithLastSubmission: false,
        });
        return reply.header('cache-control', 'no-store').redirect(redirectTo, 303);
      },
    });
  };
}
