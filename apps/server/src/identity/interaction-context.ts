import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';
import { z } from 'zod';
import { pageContext, type PageContext } from './page-context';
import { SIGN_IN_START } from './hosted-errors';

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
 * The interaction named in the path, when this browser holds it (its cookie must match, so
 * another browser cannot continue it); null when it is unknown, expired or already finished.
 */
export async function loadInteraction(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
): Promise<InteractionContext | null> {
  const provider = await app.identity.registry.providerFor(request);
  let details: InteractionDetails;
  try {
    details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.uid !== request.params.uid) return null;
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return null;
    throw error;
  }
  const page = await pageContext(app, request, { uiLocales: details.params.ui_locales });
  return {
    uid: details.uid,
    details,
    page,
    async finish(result) {
      const redirectTo = await provider.interactionResult(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
      return reply.header('cache-control', 'no-store').redirect(redirectTo, 303);
    },
  };
}

/**
 * Runs the handler in the interaction named in the path. One that is over (finished in
 * another tab, or expired) sends the browser on to a new sign-in: signed in already (the other
 * tab), the player lands in the app; otherwise on a fresh sign-in page. Never a dead end.
 */
export function withInteraction(app: FastifyInstance, handler: Handler) {
  return async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    const interaction = await loadInteraction(app, request, reply);
    if (!interaction) {
      return reply.header('cache-control', 'no-store').redirect(SIGN_IN_START, 303);
    }
    return handler(request, reply, interaction);
  };
}

const hintedAddress = z.string().trim().max(254).pipe(z.email());

/**
 * The e-mail address the app asked to fill in (OIDC `login_hint`: a staff invitation's
 * address); nothing when the hint is not an address. Only a starting value: the person can
 * change it, and nothing is decided by it.
 */
export function loginHintEmail(interaction: InteractionContext): string | undefined {
  const hint = hintedAddress.safeParse(interaction.details.params.login_hint);
  return hint.success ? hint.data : undefined;
}
