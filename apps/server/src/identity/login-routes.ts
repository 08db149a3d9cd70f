import { formatSubject } from '@charity/domain/claims';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAccountByEmail, updateAccount } from '../accounts/account.repository';
import { authenticate } from '../accounts/authenticate';
import { appendAudit } from '../audit/audit-log.repository';
import { formValue, sendPage } from './hosted-page';
import { withInteraction, type InteractionContext } from './interaction-context';
import { loginPage, type LoginPageModel } from './pages/login-page';
import { sendVerificationMail } from './verification-mail';

const notices = { verified: 'verifiedNotice', reset: 'resetNotice' } as const;

export function showLogin(
  interaction: InteractionContext,
  reply: FastifyReply,
  request: FastifyRequest,
  model: Omit<LoginPageModel, 'uid'>,
  status = 200,
) {
  const { page } = interaction;
  return sendPage(
    reply,
    request,
    page,
    page.t('signInTitle'),
    loginPage(page.t, { uid: interaction.uid, ...model }),
    status,
  );
}

export function loginRoutes(app: FastifyInstance, rateLimit: object) {
  app.get<{ Params: { uid: string }; Querystring: { notice?: string; email?: string } }>(
    '/oidc/interaction/:uid',
    withInteraction(app, async (request, reply, interaction) => {
      const query = request.query as { notice?: keyof typeof notices; email?: string };
      const notice = query.notice && notices[query.notice];
      return showLogin(interaction, reply, request, {
        email: query.email,
        notice: notice ? interaction.page.t(notice) : undefined,
      });
    }),
  );

  app.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/login',
    { config: { rateLimit } },
    withInteraction(app, async (request, reply, interaction) => {
      const { page } = interaction;
      const email = formValue(request.body, 'email').trim();
      const password = formValue(request.body, 'password');
      const result = await authenticate(
        app.db,
        page.organization.id,
        email,
        password,
        app.identity.options.passwordCost,
      );
      if (result.status === 'invalid') {
        // Failed sign-ins are audited (staff sign-ins are reviewed); the e-mail typed is not.
        await appendAudit(app.db, {
          organizationId: page.organization.id,
          actor: 'anonymous',
          action: 'account.sign-in-failed',
          subjectType: 'account',
          subjectId: result.accountId,
        });
        return showLogin(
          interaction,
          reply,
          request,
          { email, error: page.t('invalidLogin') },
          401,
        );
      }
      if (result.status === 'unverified') {
        return showLogin(
          interaction,
          reply,
          request,
          { email, error: page.t('unverified'), offerResend: true },
          403,
        );
      }
      const { account } = result;
      // The language the player signs in with is the language of their mail from now on.
      if (account.locale !== page.locale) {
        await updateAccount(app.db, account.organization_id, account.id, { locale: page.locale });
      }
      await appendAudit(app.db, {
        organizationId: account.organization_id,
        actor: account.id,
        action: 'account.signed-in',
        subjectType: 'account',
        subjectId: account.id,
      });
      const accountId = formatSubject({
        organizationId: account.organization_id,
        playerId: account.id,
        isAdmin: account.is_admin,
      });
      return interaction.finish({ login: { accountId } });
    }),
  );

  app.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/resend-verification',
    { config: { rateLimit } },
    withInteraction(app, async (request, reply, interaction) => {
      const { page } = interaction;
      const email = formValue(request.body, 'email').trim();
      const account = email
        ? await findAccountByEmail(app.db, page.organization.id, email)
        : undefined;
      if (account && !account.email_verified_at) {
        await sendVerificationMail(app, page, account, interaction.uid);
      }
      return showLogin(interaction, reply, request, { email, notice: page.t('resent') });
    }),
  );

  app.get<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/abort',
    withInteraction(app, async (_request, _reply, interaction) =>
      interaction.finish({
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      }),
    ),
  );
}
