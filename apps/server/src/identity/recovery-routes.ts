import type { FastifyInstance } from 'fastify';
import { findAccountByEmail } from '../accounts/account.repository';
import { issueToken, revokeTokens } from '../accounts/one-time-tokens';
import { appendAudit } from '../audit/audit-log.repository';
import { sendAccountMail } from './account-mail';
import { formValue, sameOriginUrl, sendPage } from './hosted-page';
import { withInteraction } from './interaction-context';
import { forgotPasswordPage } from './pages/account-pages';
import { PASSWORD_RECOVERY_PATH } from './web-client';

export const RESET_PASSWORD_LIFETIME_MS = 3600_000;

export function recoveryRoutes(app: FastifyInstance, rateLimit: object) {
  app.get<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/forgot-password',
    withInteraction(app, async (request, reply, { page, uid }) =>
      sendPage(reply, request, page, page.t('forgotTitle'), forgotPasswordPage(page.t, uid, false)),
    ),
  );

  app.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/forgot-password',
    { config: { rateLimit } },
    withInteraction(app, async (request, reply, { page, uid, details }) => {
      const email = formValue(request.body, 'email').trim();
      const account = email
        ? await findAccountByEmail(app.db, page.organization.id, email)
        : undefined;
      if (account) {
        // After the reset the SPA gets the player back at /recover-password on its own origin.
        const returnUrl =
          sameOriginUrl(details.params.returnUrlForPasswordReset, page.origin) ??
          `${page.origin}${PASSWORD_RECOVERY_PATH}`;
        await revokeTokens(app.db, account.id, 'reset-password');
        const token = await issueToken(
          app.db,
          account.id,
          'reset-password',
          RESET_PASSWORD_LIFETIME_MS,
          { returnUrl },
        );
        await sendAccountMail(app, page, {
          kind: 'reset',
          to: account.email,
          link: `${page.origin}/oidc/account/reset-password?token=${token}`,
        });
        await appendAudit(app.db, {
          organizationId: page.organization.id,
          actor: account.id,
          action: 'account.password-reset-requested',
          subjectType: 'account',
          subjectId: account.id,
        });
      }
      // The same answer whether or not the address has an account.
      return sendPage(
        reply,
        request,
        page,
        page.t('forgotTitle'),
        forgotPasswordPage(page.t, uid, true, email),
      );
    }),
  );
}
