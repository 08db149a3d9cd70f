import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';
import { findAccountById, updateAccount } from '../accounts/account.repository';
import { consumeToken, findValidToken } from '../accounts/one-time-tokens';
import { appendAudit } from '../audit/audit-log.repository';
import { sendPage } from './hosted-page';
import { pageContext } from './page-context';
import { messagePage } from './pages/account-pages';

/**
 * The e-mailed link. It verifies wherever it is opened; in the browser that started the
 * sign-in it then goes back to that sign-in, elsewhere it says the player can sign in now.
 */
export function verifyEmailRoute(app: FastifyInstance) {
  app.get<{ Params: { uid: string }; Querystring: { token?: string } }>(
    '/oidc/interaction/:uid/verify-email',
    async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const found = token ? await findValidToken(app.db, token, 'verify-email') : undefined;
      const page = await pageContext(app, request);
      // Only this host's organization's accounts are verified here.
      const account =
        found && (await findAccountById(app.db, page.organization.id, found.accountId));
      if (!found || !account || !(await consumeToken(app.db, found.id))) {
        return sendPage(
          reply,
          request,
          page,
          page.t('errorTitle'),
          messagePage(page.t('linkInvalid')),
          400,
        );
      }
      await updateAccount(app.db, account.organization_id, account.id, {
        email_verified_at: new Date(),
      });
      await appendAudit(app.db, {
        organizationId: account.organization_id,
        actor: account.id,
        action: 'account.email-verified',
        subjectType: 'account',
        subjectId: account.id,
      });
      if (await sameBrowserInteraction(app, request, reply)) {
        const email = encodeURIComponent(account.email);
        return reply.redirect(
          `/oidc/interaction/${request.params.uid}?notice=verified&email=${email}`,
          303,
        );
      }
      return sendPage(
        reply,
        request,
        page,
        page.t('verifiedTitle'),
        messagePage(page.t('verifiedText'), { href: '/', label: page.t('openApp') }),
      );
    },
  );
}

async function sameBrowserInteraction(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
): Promise<boolean> {
  try {
    const provider = await app.identity.registry.providerFor(request);
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return details.uid === request.params.uid;
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return false;
    throw error;
  }
}
