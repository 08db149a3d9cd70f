import { speakFieldWords } from '@charity/domain/setup/field-words';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { charityRoutes } from './charities/charity-routes';
import { clientErrorRoutes } from './client-errors/client-error-routes';
import type { Env } from './config/env';
import type { Database } from './db/database';
import { installDraws, type DrawsPluginOptions } from './draws/draws-plugin';
import { handleError } from './errors/error-handler';
import { handleClientError, handleFrameworkError } from './errors/framework-errors';
import { installRequestGuards } from './errors/request-guards';
import { winnerCircleRoutes } from './games/winner-circle-routes';
import { installGeofence } from './geofence/geofence-plugin';
import { healthRoutes } from './health/health-routes';
import { configRoutes } from './organizations/config-routes';
import { organizationRoutes } from './organizations/organization-routes';
import { installMetrics } from './plugins/metrics';
import { installPayments, type PaymentsPluginOptions } from './payments/payments-plugin';
import { historyRoutes } from './history/history-routes';
import { protectionRoutes } from './protection/protection-routes';
import { prepaidRoutes } from './prepaid/prepaid-routes';
import { reportRoutes } from './reports/report-routes';
import { mailDeliveryRoutes } from './mail/mail-delivery-routes';
import { showcaseRoutes } from './showcase/showcase-routes';
import { installCompression } from './plugins/compression';
import { installOpenApi } from './plugins/openapi';
import { installLimits, type LimitsOptions } from './plugins/limits';
import { installSecurity } from './plugins/security';
import { cdnRoutes } from './static/cdn-routes';
import { installIdentity, type IdentityPluginOptions } from './identity/identity-plugin';
import { installSpa } from './static/spa';
import { categorySetupRoutes } from './setup/category-setup-routes';
import { charitySetupRoutes } from './setup/charity-setup-routes';
import { gameSetupRoutes } from './setup/game-setup-routes';
import { gameEditRoutes } from './setup/game-edit-routes';
import { instanceChangeRoutes } from './setup/instance-change-routes';
import { salesExtensionRoutes } from './setup/sales-extension-routes';
import { termsSetupRoutes } from './setup/terms-setup-routes';
import { organizationProfileRoutes } from './setup/organization-profile-routes';
import { auditRoutes } from './audit/audit-routes';
import { installBackups } from './backups/backups-plugin';
import { supportRoutes } from './support/support-routes';
import { refundRoutes } from './refunds/refund-routes';
import { setupExportRoutes } from './setup/setup-export-routes';
import { installStaffAccess } from './staff/staff-access';
import { staffInvitationPageRoutes, staffManagementRoutes } from './staff/staff-management-routes';
import { staffMembershipRoutes } from './staff/staff-membership-routes';
import { publishTermsRoutes } from './terms/publish-terms-routes';
import { termsRoutes } from './terms/terms-routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    env: Env;
  }
}

export interface AppOptions {
  env: Env;
  /** Migrated database; the caller owns it and closes it after the app. */
  db: Kysely<Database>;
  /** The process's pino logger; without one the app does not log (tests). */
  logger?: FastifyBaseLogger;
  /** Client error reports accepted per client and minute. */
  clientErrorsPerMinute?: number;
  /** Identity knobs (KDF cost, rate limits, captcha difficulty); tests turn them down. */
  identity?: IdentityPluginOptions;
  /** Payment settings over the environment's (tests settle the sandbox instantly). */
  payments?: PaymentsPluginOptions;
  /** Rate-limit key prefix over the default (tests sharing one Redis keep apart). */
  limits?: LimitsOptions;
  /** Lifecycle interval and live-pot heartbeat over the environment's (tests run passes). */
  draws?: DrawsPluginOptions;
}

/** Composes the app: external plugins, then infrastructure, then routes. No process concerns. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: options.env.TRUST_PROXY,
    // Request ids in the log let one failing request be followed through.
    requestIdHeader: 'x-request-id',
    bodyLimit: options.env.BODY_LIMIT_BYTES,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  }).withTypeProvider<ZodTypeProvider>();

  // A refused field reads in words, never zod's own English (issue 27).
  speakFieldWords(undefined, { keepWords: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.decorate('db', options.db);
  app.decorate('env', options.env);

  await installSecurity(app);
  await installLimits(app, options.limits);
  installRequestGuards(app);
  // Before every route and the static files: its hook must see their answers.
  await installCompression(app);
  await installOpenApi(app);
  installMetrics(app);

  await app.register(healthRoutes);
  await app.register(configRoutes, { prefix: '/api' });
  await app.register(charityRoutes, { prefix: '/api/charity' });
  await app.register(organizationRoutes, { prefix: '/api/organization' });
  await app.register(winnerCircleRoutes, { prefix: '/api/organization' });
  await app.register(termsRoutes, { prefix: '/api/organization' });
  await app.register(showcaseRoutes, { prefix: '/api' });
  await app.register(clientErrorRoutes, {
    prefix: '/api',
    maxPerMinute: options.clientErrorsPerMinute ?? 30,
  });
  await installIdentity(app, options.identity);
  installStaffAccess(app);
  await app.register(staffMembershipRoutes, { prefix: '/api/staff' });
  await app.register(staffManagementRoutes, { prefix: '/api/staff' });
  await app.register(staffInvitationPageRoutes, { prefix: '/api/staff' });
  await app.register(setupExportRoutes, { prefix: '/api/setup' });
  await app.register(organizationProfileRoutes, { prefix: '/api/setup' });
  await app.register(charitySetupRoutes, { prefix: '/api/setup' });
  await app.register(categorySetupRoutes, { prefix: '/api/setup' });
  await app.register(termsSetupRoutes, { prefix: '/api/setup' });
  await app.register(gameSetupRoutes, { prefix: '/api/setup' });
  await app.register(gameEditRoutes, { prefix: '/api/setup' });
  await app.register(instanceChangeRoutes, { prefix: '/api/setup' });
  await app.register(salesExtensionRoutes, { prefix: '/api/setup' });
  await app.register(auditRoutes, { prefix: '/api/audit' });
  await app.register(supportRoutes, { prefix: '/api/support' });
  await app.register(refundRoutes, { prefix: '/api/support' });
  // After identity: administrators' calls need app.authenticate.
  await app.register(publishTermsRoutes, { prefix: '/api/organization' });
  await installPayments(app, options.payments);
  await installDraws(app, options.draws);
  await installGeofence(app);
  await app.register(protectionRoutes, { prefix: '/api' });
  await app.register(prepaidRoutes, { prefix: '/api' });
  await app.register(historyRoutes, { prefix: '/api' });
  await app.register(reportRoutes, { prefix: '/api/reports' });
  await app.register(mailDeliveryRoutes, { prefix: '/api/reports' });
  await installBackups(app);
  await app.register(cdnRoutes, { prefix: '/cdn' });
  await installSpa(app, options.env.WEB_DIST);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
