import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { handleError } from '../errors/error-handler';
import { sendPage } from './hosted-page';
import { pageContext } from './page-context';
import { messagePage, type PageLink } from './pages/account-pages';
import { waitText } from './pages/locale';

/** Where a refused page leads: back to its sign-in while there is one, else a new sign-in. */
export const SIGN_IN_START = '/auth-init';

function interactionOf(url: string): string | undefined {
  return /^\/oidc\/interaction\/([\w-]+)/.exec(url)?.[1];
}

/**
 * Errors on the hosted pages are pages in the player's language with a way on, never JSON:
 * too many attempts says when to try again; a refused request (4xx) says to start again.
 * Server faults (5xx) are answered and logged as on the API.
 */
export function hostedErrorHandler(app: FastifyInstance) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) return handleError(error, request, reply);
    const page = await pageContext(app, request);
    const uid = interactionOf(request.url);
    const link = uid
      ? { href: `/oidc/interaction/${uid}`, label: page.t('backToSignIn') }
      : { href: SIGN_IN_START, label: page.t('signInAgain') };
    if (status !== 429) {
      const body = messagePage(page.t('errorText'), link);
      return sendPage(reply, request, page, page.t('errorTitle'), body, status);
    }
    const seconds = Number(reply.getHeader('retry-after')) || 60;
    const text = page.t('tooManyRequests', { wait: waitText(page.locale, seconds) });
    return sendPage(reply, request, page, page.t('tooManyTitle'), messagePage(text, link), 429);
  };
}

/** An e-mailed link that is unknown, used or expired: say so, and offer the way on. */
export async function invalidLink(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  link: PageLink,
) {
  const page = await pageContext(app, request);
  const body = messagePage(page.t('linkInvalid'), link);
  return sendPage(reply, request, page, page.t('linkInvalidTitle'), body, 400);
}
