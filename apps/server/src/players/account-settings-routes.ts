import { AccountErrorCode } from '@charity/domain/api/account-errors';
import {
  changePasswordSchema,
  emailUpdateSentSchema,
  passwordChangedSchema,
} from '@charity/domain/api/account';
import { idSchema } from '@charity/domain/api/ids';
import { sendEmailUpdateSchema } from '@charity/domain/api/player';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findAccountByEmail, findAccountById } from '../accounts/account.repository';
import { issueToken, revokeTokens } from '../accounts/one-time-tokens';
import { hashPassword, verifyPassword } from '../accounts/password-hash';
import { passwordProblem } from '../accounts/password-policy';
import { appendAudit } from '../audit/audit-log.repository';
import { callerOf } from '../auth/authentication';
import { conflict } from '../auth/auth-errors';
import type { CaptchaService } from '../captcha/captcha';
import { fieldProblem, notFound } from '../errors/http-errors';
import { sendAccountMail } from '../identity/account-mail';
import { CONFIRM_EMAIL_CHANGE_PATH } from '../identity/email-change-routes';
import { sameOriginUrl } from '../identity/hosted-page';
import { pageContext } from '../identity/page-context';
import { assertOwnRecord } from '../auth/ownership';
import { playerErrorResponses } from './player-access';
import { endOtherSessions } from '../identity/end-sessions';
import { sendSecurityNotice } from '../identity/security-notice';
import { requestOrigin } from '../organizations/request-origin';
import { changeOwnAccount } from './change-account';
import { refusal } from '../refusals/refusal-catalogue';

const EMAIL_CHANGE_LIFETIME_MS = 24 * 3600_000;

export const accountSettingsRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (
  app,
  { captcha },
) => {
  app.addHook('onRequest', app.authenticate);
  const rateLimit = { max: app.identity.options.attemptsPerMinute, timeWindow: '1 minute' };

  app.post(
    '/player/send-player-email-update-email',
    {
      config: { rateLimit },
      schema: {
        tags: ['player'],
        summary: 'E-mail a confirmation link to NewEmail; following it completes the change',
        description: 'Captcha is a solved ALTCHA challenge from GET /api/captcha/challenge.',
        security: [{ bearer: [] }],
        body: sendEmailUpdateSchema.extend({ OrganizationId: idSchema }),
        response: {
          200: emailUpdateSentSchema,
          409: playerErrorResponses[400],
          ...playerErrorResponses,
        },
      },
    },
    async (request) => {
      const { Captcha, NewEmail, OldEmail, OrganizationId, RedirectUrl } = request.body;
      const caller = callerOf(request);
      assertOwnRecord(caller, { playerId: caller.playerId, organizationId: OrganizationId });
      if (!(await captcha.verify(Captcha))) {
        throw fieldProblem('Captcha', refusal('captcha.refused'), AccountErrorCode.CaptchaRefused);
      }
      const account = await findAccountById(app.db, OrganizationId, caller.playerId);
      if (!account) throw notFound(refusal('player.notFound', { id: caller.playerId }));
      if (account.email.toLowerCase() !== OldEmail.trim().toLowerCase()) {
        throw fieldProblem('OldEmail', refusal('email.notCurrent'));
      }
      if (NewEmail.trim().toLowerCase() === account.email.toLowerCase()) {
        throw fieldProblem('NewEmail', refusal('email.unchanged'));
      }
      if (await findAccountByEmail(app.db, OrganizationId, NewEmail)) {
        throw conflict(refusal('email.taken'));
      }
      const page = await pageContext(app, request);
      const redirectUrl = sameOriginUrl(RedirectUrl, page.origin);
      if (!redirectUrl) throw fieldProblem('RedirectUrl', refusal('redirect.notThisSite'));
      await revokeTokens(app.db, account.id, 'change-email');
      const newEmail = NewEmail.trim();
      const token = await issueToken(app.db, account.id, 'change-email', EMAIL_CHANGE_LIFETIME_MS, {
        newEmail,
        redirectUrl,
      });
      await sendAccountMail(app, page, {
        kind: 'change',
        to: newEmail,
        link: `${page.origin}${CONFIRM_EMAIL_CHANGE_PATH}?token=${token}`,
        locale: account.locale,
      });
      await appendAudit(app.db, {
        organizationId: OrganizationId,
        actor: account.id,
        action: 'account.email-change-requested',
        subjectType: 'account',
        subjectId: account.id,
        details: { to: newEmail },
      });
      return { ConfirmationSentTo: newEmail };
    },
  );

  app.put(
    '/player/update/password',
    {
      config: { rateLimit },
      schema: {
        tags: ['player'],
        summary: "Change the signed-in player's password",
        security: [{ bearer: [] }],
        body: changePasswordSchema.extend({ PlayerId: idSchema }),
        response: { 200: passwordChangedSchema, ...playerErrorResponses },
      },
    },
    async (request) => {
      const { PlayerId, CurrentPassword, NewPassword } = request.body;
      const caller = callerOf(request);
      assertOwnRecord(caller, { playerId: PlayerId, organizationId: caller.organizationId });
      const account = await findAccountById(app.db, caller.organizationId, PlayerId);
      if (!account) throw notFound(refusal('player.notFound', { id: PlayerId }));
      if (!(await verifyPassword(CurrentPassword, account.password_hash))) {
        throw fieldProblem(
          'CurrentPassword',
          refusal('password.currentWrong'),
          AccountErrorCode.WrongCurrentPassword,
        );
      }
      const problem = passwordProblem(NewPassword, account.email);
      if (problem) {
        const words = refusal('password.refused', { problem });
        throw fieldProblem('NewPassword', words, passwordCodes[problem]);
      }
      await changeOwnAccount(
        app.db,
        { organizationId: caller.organizationId, playerId: PlayerId },
        { password_hash: await hashPassword(NewPassword, app.identity.options.passwordCost) },
        { action: 'account.password-changed', subjectType: 'account', subjectId: PlayerId },
      );
      // Every other browser is signed out; the one that changed it stays signed in.
      const owner = { organizationId: caller.organizationId, playerId: PlayerId };
      await endOtherSessions(app, owner, request.authGrantId);
      await sendSecurityNotice(
        app,
        { organizationId: caller.organizationId, email: account.email, locale: account.locale },
        { kind: 'password-changed' },
        requestOrigin(request, app.env.PUBLIC_ORIGIN),
      );
      return { PasswordChanged: true as const };
    },
  );
};

const passwordCodes = {
  'too-short': AccountErrorCode.PasswordTooShort,
  'too-long': AccountErrorCode.PasswordTooLong,
  common: AccountErrorCode.PasswordTooCommon,
  'contains-email': AccountErrorCode.PasswordContainsEmail,
} as const;
