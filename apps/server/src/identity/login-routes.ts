import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAccountByEmail } from '../accounts/account.repository';
import { authenticate } from '../accounts/authenticate';
import { appendAudit } from '../audit/audit-log.repository';
import { completeSignIn } from './complete-sign-in';
import { formValue, sendPage } from './hosted-page';
import { loginHintEmail, withInteraction, type InteractionContext } from './interaction-context';
import { SIGN_UP_SCREEN } from './oidc-configuration';
import { messagePage } from './pages/account-pages';
import { waitText } from './pages/locale';
import { loginPage, type LoginPageModel } from './pages/login-page';
import { signInThrottle, type SignInPause } from './sign-in-throttle';
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

/** Sign-in paused: when it starts again, and what to do meanwhile (reset the password). */
function showPaused(
  interaction: InteractionContext,
  reply: FastifyReply,
  request: FastifyRequest,
  email: string,
  pause: NonNullable<SignInPause>,
) {
  const { page, uid } = interaction;
  const base = `/oidc/interaction/${uid}`;
  const wait = waitText(page.locale, pause.retryAfterSeconds);
  const back = { href: base, label: page.t('backToSignIn') };
  const body =
    pause.scope === 'account'
      ? messagePage(
          page.t('signInPausedAccount', { email, wait }),
          { href: `${base}/forgot-password`, label: page.t('forgotTitle') },
          back,
        )
      : messagePage(page.t('signInPausedAddress', { wait }), back);
  void reply.header('retry-after', String(pause.retryAfterSeconds));
  return sendPage(reply, request, page, page.t('signInPausedTitle'), body, 429);
}

export function loginRoutes(app: FastifyInstance, rateLimit: object) {
  const throttle = signInThrottle(app);
  app.get<{
    Params: { uid: string };
    Querystring: { notice?: string; email?: string; screen?: string };
  }>(
    '/oidc/interaction/:uid',
    withInteraction(app, async (request, reply, interaction) => {
      const query = request.query as {
        notice?: keyof typeof notices;
        email?: string;
        screen?: string;
      };
      if (query.screen === SIGN_UP_SCREEN) {
        return reply.redirect(`/oidc/interaction/${interaction.uid}/register`, 303);
      }
      const notice = query.notice && notices[query.notice];
      return showLogin(interaction, reply, request, {
        email: query.email ?? loginHintEmail(interaction),
        notice: notice ? interaction.page.t(notice) : undefined,
      });
    }),
  );

  app.post<{ Params: { uid: string } }>(
    '/oidc/interaction/:uid/login',
    // Not limited per request: wrong passwords are counted per account and per address.
    withInteraction(app, async (request, reply, interaction) => {
      const { page } = interaction;
      const email = formValue(request.body, 'email').trim();
      const password = formValue(request.body, 'password');
      const organizationId = page.organization.id;
      const paused = await throttle.check(request, organizationId, email);
      if (paused) return showPaused(interaction, reply, request, email, paused);
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
        const pause = await throttle.recordFailure(request, organizationId, email);
        if (pause) return showPaused(interaction, reply, request, email, pause);
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
      return completeSignIn(app, interaction, result.account);
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
