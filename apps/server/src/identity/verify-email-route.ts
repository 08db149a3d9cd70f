import type { FastifyInstance } from 'fastify';
import { findAccountById, updateAccount } from '../accounts/account.repository';
import { consumeToken, findValidToken } from '../accounts/one-time-tokens';
import { appendAudit } from '../audit/audit-log.repository';
import { completeSignIn } from './complete-sign-in';
import { invalidLink, SIGN_IN_START } from './hosted-errors';
import { sendPage } from './hosted-page';
import { loadInteraction } from './interaction-context';
import { pageContext } from './page-context';
import { messagePage } from './pages/account-pages';

/**
 * The e-mailed link. It verifies wherever it is opened. In the browser that started the
 * sign-in it also signs the player in (the link proves the mailbox, the interaction's cookie
 * the browser): no second sign-in. Elsewhere it says so and offers to sign in.
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
        return invalidLink(app, request, reply, { href: SIGN_IN_START, label: page.t('signIn') });
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
      const interaction = await loadInteraction(app, request, reply);
      if (interaction) return completeSignIn(app, interaction, account);
      return sendPage(
        reply,
        request,
        page,
        page.t('verifiedTitle'),
        messagePage(page.t('verifiedText'), { href: SIGN_IN_START, label: page.t('signIn') }),
      );
    },
  );
}
