import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Env } from '../config/env';
import type { Executor } from '../db/executor';
import type { IdentityKeys } from './identity-keys.repository';
import type { IdentityOptions } from './identity-options';
export declare const isProduction: (env: Pick<Env, 'CURRENT_ENVIRONMENT'>) => boolean;
/**
 * Every organization is served on its own host, and an issuer is one URL: so one Provider per
 * origin, all sharing the database adapter and the keys (any process can serve any request).
 */
export declare function providerRegistry(
  db: Executor,
  env: Env,
  keys: () => Promise<IdentityKeys>,
  options: IdentityOptions,
  log: FastifyBaseLogger,
): {
  /** Only hosts that serve an organization get a provider (unknown hosts are a 404). */
  providerFor(request: FastifyRequest): Promise<Provider>;
};
export type ProviderRegistry = ReturnType<typeof providerRegistry>;
