import type { FastifyPluginAsync } from 'fastify';
import { resetPasswordRoutes } from './account-routes';
import { emailChangeRoutes } from './email-change-routes';
import { acceptFormBodies } from './hosted-page';
import { hostedErrorHandler } from './hosted-errors';
import { loginRoutes } from './login-routes';
import { recoveryRoutes } from './recovery-routes';
import { registerRoutes } from './register-routes';
import { verifyEmailRoute } from './verify-email-route';

/** The provider's server-rendered pages: sign-in, registration, verification, recovery. */
export const hostedPages: FastifyPluginAsync = async (app) => {
  acceptFormBodies(app);
  // A refused request is a page in the player's language with a way on, never JSON.
  app.setErrorHandler(hostedErrorHandler(app));
  const rateLimit = { max: app.identity.options.attemptsPerMinute, timeWindow: '1 minute' };
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  loginRoutes(app, rateLimit);
  registerRoutes(app, rateLimit);
  recoveryRoutes(app, rateLimit);
  verifyEmailRoute(app, rateLimit);
  resetPasswordRoutes(app, rateLimit);
  emailChangeRoutes(app);
};
