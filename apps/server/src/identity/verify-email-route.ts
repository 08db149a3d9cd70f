import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAccountById, updateAccount, type Account } from '../accounts/account.repository';
import {
  claimRenewal,
  consumeToken,
  findTokenOwner,
  findValidToken,
} from '../accounts/one-time-tokens';
import { appendAudit } from '../audit/audit-log.repository';
import { completeSignIn } from './complete-sign-in';
import { SIGN_IN_START } from './hosted-errors';
import { formValue, sendPage, unsafeFields } from './hosted-page';
import { loadInteraction } from './interaction-context';
import { pageContext, type PageContext } from './page-context';
import { messagePage, newVerificationLinkPage } from './pages/account-pages';
import { sendVerificationMail } from './verification-mail';

type Params = { uid: string };

/** Whom a verification link was sent to: accounts of this host's organization only. */
async function tokenHolder(
  app: FastifyInstance,
  page: PageContext,
  token: string,
): Promise<Account | undefined> {
  const ownerId = token ? await findTokenOwner(app.db, token, 'verify-email') : undefined;
  return ownerId ? await findAccountById(app.db, page.organization.id, ownerId) : undefined;
}

/**
 * A link that no longer verifies still says what to do next (issue 28): the address is
 * verified already (sign in), or it is not (`unverified`: a new link). A link we never sent,
 * or another organization's, leads to the sign-in page, which offers a new link there.
 */
async function answerTokenHolder(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: Params }>,
  reply: FastifyReply,
  page: PageContext,
  token: string,
  unverified: (holder: Account) => FastifyReply | Promise<FastifyReply>,
) {
  const holder = await tokenHolder(app, page, token);
  const signIn = { href: SIGN_IN_START, label: page.t('signIn') };
  if (!holder) {
    const body = messagePage(page.t('verifyLinkUnknown'), signIn);
    return sendPage(reply, request, page, page.t('linkInvalidTitle'), body, 400);
  }
  if (holder.email_verified_at) {
    const body = messagePage(page.t('alreadyVerifiedText'), signIn);
    return sendPage(reply, request, page, page.t('alreadyVerifiedTitle'), body);
  }
  return unverified(holder);
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
        return answerTokenHolder(app, request, reply, page, token, () => {
          const action = `/oidc/interaction/${request.params.uid}/verify-email/new-link`;
          const signIn = { href: SIGN_IN_START, label: page.t('signIn') };
          const body = newVerificationLinkPage(page.t, action, token, signIn);
          return sendPage(reply, request, page, page.t('linkInvalidTitle'), body, 400);
        });
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
  // to that address only, while it is not verified, and once per old link (a double tap or a
  // replayed form sends one mail).
  app.post<{ Params: Params }>(
    '/oidc/interaction/:uid/verify-email/new-link',
    { config: { rateLimit } },
    async (request, reply) => {
      const page = await pageContext(app, request);
      // A token with control characters (taken out by the form parser) is no token of ours.
      const token = unsafeFields(request).has('token') ? '' : formValue(request.body, 'token');
      return answerTokenHolder(app, request, reply, page, token, async (holder) => {
        if (await claimRenewal(app.db, token, 'verify-email'))
          await sendVerificationMail(app, page, holder, request.params.uid);
        const signIn = { href: SIGN_IN_START, label: page.t('signIn') };
        const body = messagePage(page.t('newLinkSentText'), signIn);
        return sendPage(reply, request, page, page.t('newLinkSentTitle'), body);
      });
    },
  );
}
