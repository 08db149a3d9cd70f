import type { FastifyInstance } from 'fastify';
import { accessTokenVerifier } from '../auth/access-token-verifier';
import { installAuthentication } from '../auth/authentication';
import { grantLiveness } from '../auth/grant-liveness';
import { captchaService } from '../captcha/captcha';
import { captchaRoutes } from '../captcha/captcha-routes';
import { mailboxAvailable, mailboxRoutes } from '../mail/mailbox-routes';
import { createMailer } from '../mail/mailer';
import { installMailTimer } from '../mail/mail-timer';
import { accountSettingsRoutes } from '../players/account-settings-routes';
import { playerRoutes } from '../players/player-routes';
import { languageRoutes } from '../players/language-routes';
import { pledgeRoutes } from '../players/pledge-routes';
import { hostedPages } from './hosted-pages';
import { lazyIdentityKeys } from './identity-keys.repository';
import { defaultIdentityOptions, type IdentityOptions } from './identity-options';
import './identity-service';
import { oidcMount } from './oidc-mount';
import { providerRegistry } from './provider-registry';

export interface IdentityPluginOptions extends Partial<IdentityOptions> {
  /** ALTCHA difficulty: the largest number a solver may have to try. */
  captchaMaxNumber?: number;
}

/**
 * Identity end to end: the embedded OpenID Provider at /oidc with its hosted pages, bearer
 * token verification for the API, and the player's self-service calls.
 */
export async function installIdentity(app: FastifyInstance, overrides: IdentityPluginOptions = {}) {
  const { captchaMaxNumber = 100_000, ...rest } = overrides;
  const options: IdentityOptions = {
    ...defaultIdentityOptions,
    attemptsPerMinute: app.env.AUTH_ATTEMPTS_PER_MINUTE,
    signInFailures: {
      ...defaultIdentityOptions.signInFailures,
      perAccount: app.env.AUTH_FAILURES_PER_ACCOUNT,
      perAddress: app.env.AUTH_FAILURES_PER_ADDRESS,
    },
    ...rest,
  };
  const keys = lazyIdentityKeys(app.db);
  const mailer = createMailer(app.db, app.log, {
    smtpUrl: app.env.SMTP_URL,
    from: app.env.MAIL_FROM,
    baseDelayMs: app.env.MAIL_RETRY_BASE_MS,
    maxAttempts: app.env.MAIL_MAX_ATTEMPTS,
  });
  installMailTimer(app, mailer, app.env.MAIL_INTERVAL_MS);
  const registry = providerRegistry(app.db, app.env, keys, options, app.log);
  const grants = grantLiveness(app.db);
  app.decorate('identity', { registry, mailer, keys, options, grants });
  installAuthentication(app, accessTokenVerifier(app.env, keys, grants));

  const captcha = captchaService(app.db, async () => (await keys()).captcha, captchaMaxNumber);
  await app.register(captchaRoutes, { prefix: '/api/captcha', captcha });
  await app.register(playerRoutes, { prefix: '/api' });
  await app.register(pledgeRoutes, { prefix: '/api/charity' });
  await app.register(accountSettingsRoutes, { prefix: '/api', captcha });
  await app.register(languageRoutes, { prefix: '/api' });

  // With an external issuer the pages stay: they also serve links e-mailed by the API.
  if (!app.env.AUTH_ISSUER) await app.register(oidcMount, { registry });
  await app.register(hostedPages);
  if (mailboxAvailable(app.env)) await app.register(mailboxRoutes);
}
