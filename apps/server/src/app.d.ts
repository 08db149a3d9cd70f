import { type FastifyBaseLogger } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Env } from './config/env';
import type { Database } from './db/database';
import { type PaymentsPluginOptions } from './payments/payments-plugin';
import { type IdentityPluginOptions } from './identity/identity-plugin';
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
}
/** Composes the app: external plugins, then infrastructure, then routes. No process concerns. */
export declare function buildApp(
  options: AppOptions,
): Promise<
  import('fastify').FastifyInstance<
    import('http').Server<
      typeof import('http').IncomingMessage,
      typeof import('http').ServerResponse
    >,
    import('http').IncomingMessage,
    import('http').ServerResponse<import('http').IncomingMessage>,
    FastifyBaseLogger,
    ZodTypeProvider
  >
>;
export type App = Awaited<ReturnType<typeof buildApp>>;
