import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAccountById, updateAccount } from '../accounts/account.repository';
import { consumeToken, findTokenOwner, findValidToken } from '../accounts/one-time-tokens';
import { appendAudit } from '../audit/audit-log.repository';
import { completeSignIn } from './complete-sign-in';
import { SIGN_IN_START } from './hosted-errors';
import { formValue, sendPage } from './hosted-page';
import { loadInteraction } from './interaction-context';
import { pageContext, type PageContext } from './page-context';
import { messagePage, newVerificationLinkPage } from './pages/account-pages';
import { sendVerificationMail } from './verification-mail';

type Params = { uid: string };

/**
 * A link that no longer verifies still says what to do next (issue 28): the address is
 * verified already (sign in), or it is not (send a new link, here, with one tap). A link we
 * never sent leads to the sign-in page, which offers a new link to an unverified address.
 */
async function staleLink(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: Params }>,
  reply: FastifyReply,
  page: PageContext,
  token: string,
) {
  const signIn = { href: SIGN_IN_START, label: page.t('signIn') };
  const ownerId = token ? await findTokenOwner(app.db, token, 'verify-email') : undefined;
  const owner = ownerId && (await findAccountById(app.db, page.organization.id, ownerId));
  if (owner && owner.email_verified_at) {
    const body = messagePage(page.t('alreadyVerifiedText'), signIn);
    return sendPage(reply, request, page, page.t('alreadyVerifiedTitle'), body);
  }
  if (owner) {
    const action = `/oidc/interaction/${request.params.uid}/verify-email/new-link`;
    const body = newVerificationLinkPage(page.t, action, token, signIn);
    return sendPage(reply, request, page, page.t('linkInvalidTitle'), body, 400);
  }
  const body = messagePage(page.t('verifyLinkUnknown'), signIn);
  return sendPage(reply, request, page, page.t('linkInvalidTitle'), body, 400);
}

/**
 * The e-mailed link. It verifies wherever it is opened. In the browser that started the
 * sign-in it also signs the player in (the link proves the mailbox, the interaction's cookie
 * the browser): no second sign-in. Elsewhere it says so and offers to sign in.
 */
export function verifyEmailRoute(app: FastifyInstance, rateLimit: object) {
  app.get<{ Params: Params; Querystring: { token?: string } }>(
    '/oidc/interaction/:uid/verify-email',
    async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const found = token ? await findValidToken(app.db, token, 'verify-email') : undefined;
      const page = await pageContext(app, request);
      // Only this host's organization's accounts are verified here.
      const account =
        found && (await findAccountById(app.db, page.organization.id, found.accountId));
      if (!found || !account || !(await consumeToken(app.db, found.id))) {
        return staleLink(app, request, reply, page, token);
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

  // The old link's token names the account (its holder read the mailbox): a new link goes
  // to that address only, and only while it is not verified.
  app.post<{ Params: Params }>(
    '/oidc/interaction/:uid/verify-email/new-link',
    { config: { rateLimit } },
    async (request, reply) => {
      const page = await pageContext(app, request);
      const token = formValue(request.body, 'token');
      const ownerId = token ? await findTokenOwner(app.db, token, 'verify-email') : undefined;
      const owner = ownerId && (await findAccountById(app.db, page.organization.id, ownerId));
      const signIn = { href: SIGN_IN_START, label: page.t('signIn') };
      if (!owner) {
        const body = messagePage(page.t('verifyLinkUnknown'), signIn);
        return sendPage(reply, request, page, page.t('linkInvalidTitle'), body, 400);
      }
      if (owner.email_verified_at) {
        const body = messagePage(page.t('alreadyVerifiedText'), signIn);
        return sendPage(reply, request, page, page.t('alreadyVerifiedTitle'), body);
      }
      await sendVerificationMail(app, page, owner, request.params.uid);
      const body = messagePage(page.t('newLinkSentText'), signIn);
      return sendPage(reply, request, page, page.t('newLinkSentTitle'), body);
    },
  );
}
