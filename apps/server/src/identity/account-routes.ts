import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { updateAccount } from '../accounts/account.repository';
import { consumeToken } from '../accounts/one-time-tokens';
import { hashPassword } from '../accounts/password-hash';
import { passwordProblemOf } from '../accounts/registration';
import { appendAudit } from '../audit/audit-log.repository';
import { accountForToken } from './account-lookup';
import { endOtherSessions } from './end-sessions';
import { invalidLink, SIGN_IN_START } from './hosted-errors';
import { formValue, sameOriginUrl, sendPage } from './hosted-page';
import { pageContext } from './page-context';
import { messagePage, resetPasswordPage } from './pages/account-pages';
import { sendSecurityNotice } from './security-notice';

export const RESET_PATH = '/oidc/account/reset-password';

/** A used or expired reset link: a new one is asked for from the sign-in page. */
async function invalidResetLink(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { t } = await pageContext(app, request);
  return invalidLink(app, request, reply, { href: SIGN_IN_START, label: t('signInAgain') });
}

/** The e-mailed password reset link: choose a new password, then back to the SPA. */
export function resetPasswordRoutes(app: FastifyInstance, rateLimit: object) {
  app.get<{ Querystring: { token?: string } }>(RESET_PATH, async (request, reply) => {
    const found = await accountForToken(app, request, request.query.token, 'reset-password');
    if (!found) return invalidResetLink(app, request, reply);
    const page = await pageContext(app, request);
    return sendPage(
      reply,
      request,
      page,
      page.t('resetTitle'),
      resetPasswordPage(page.t, request.query.token ?? '', {}),
    );
  });

  app.post(RESET_PATH, { config: { rateLimit } }, async (request, reply) => {
    const token = formValue(request.body, 'token');
    const found = await accountForToken(app, request, token, 'reset-password');
    if (!found) return invalidResetLink(app, request, reply);
    const { account } = found;
    const page = await pageContext(app, request);
    const password = formValue(request.body, 'password');
    const problem = passwordProblemOf(password, account.email);
    const errors = problem
      ? { password: page.t(problem.key, problem.vars) }
      : password !== formValue(request.body, 'confirmPassword')
        ? { confirmPassword: page.t('passwordsDiffer') }
        : undefined;
    if (errors)
      return sendPage(
        reply,
        request,
        page,
        page.t('resetTitle'),
        resetPasswordPage(page.t, token, errors),
        400,
      );
    if (!(await consumeToken(app.db, found.token.id))) return invalidResetLink(app, request, reply);
    await updateAccount(app.db, account.organization_id, account.id, {
      password_hash: await hashPassword(password, app.identity.options.passwordCost),
      // Whoever could open the e-mail owns the address.
      ...(account.email_verified_at ? {} : { email_verified_at: new Date() }),
    });
    await appendAudit(app.db, {
      organizationId: account.organization_id,
      actor: account.id,
      action: 'account.password-reset',
      subjectType: 'account',
      subjectId: account.id,
    });
    // Whoever held a session (or a refresh token) of this account is signed out everywhere.
    const owner = { organizationId: account.organization_id, playerId: account.id };
    await endOtherSessions(app, owner, null);
    await sendSecurityNotice(
      app,
      { organizationId: account.organization_id, email: account.email, locale: account.locale },
      { kind: 'password-changed' },
      page.origin,
    );
    const returnUrl = sameOriginUrl(found.token.data.returnUrl, page.origin);
    if (returnUrl) {
      // The SPA says "changed" only when it arrives from a reset that happened.
      const back = new URL(returnUrl);
      back.searchParams.set('passwordChanged', '1');
      return reply.redirect(back.toString(), 303);
    }
    return sendPage(
      reply,
      request,
      page,
      page.t('resetTitle'),
      messagePage(page.t('resetNotice'), { href: SIGN_IN_START, label: page.t('signIn') }),
    );
  });
}
