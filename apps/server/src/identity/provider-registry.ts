import { organizationTexts } from '../translations/organization-texts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Env } from '../config/env';
import type { Executor } from '../db/executor';
import { cdnRootFor, organizationAssetUrls } from '../organizations/cdn-urls';
import { resolveOrganizationByHost } from '../organizations/host-resolver';
import { requestOrigin } from '../organizations/request-origin';
import type { IdentityKeys } from './identity-keys.repository';
import type { IdentityOptions } from './identity-options';
import { databaseAdapter, purgeExpiredPayloads } from './oidc-adapter';
import { createProvider, type ProviderDependencies } from './oidc-configuration';

export const isProduction = (env: Pick<Env, 'CURRENT_ENVIRONMENT'>) =>
  env.CURRENT_ENVIRONMENT.toLowerCase() === 'production';

/**
 * Every organization is served on its own host, and an issuer is one URL: so one Provider per
 * origin, all sharing the database adapter and the keys (any process can serve any request).
 */
export function providerRegistry(
  db: Executor,
  env: Env,
  keys: () => Promise<IdentityKeys>,
  options: IdentityOptions,
  log: FastifyBaseLogger,
) {
  const providers = new Map<string, Provider>();
  const deps: Omit<ProviderDependencies, 'keys'> = {
    db,
    adapter: databaseAdapter(db),
    production: isProduction(env),
    // Koa trusts X-Forwarded-* all or nothing; Fastify has applied the proxy list already.
    trustProxy: env.TRUST_PROXY !== false,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds,
    brandingFor: async (host, locale) => {
      const organization = await resolveOrganizationByHost(db, host, env.DEFAULT_ORGANIZATION);
      const assets = organizationAssetUrls(cdnRootFor(''), organization);
      return {
        name: organizationTexts(organization, locale).name,
        logoUrl: assets.LogoUrl,
        themeUrl: assets.ColorThemeUrl,
      };
    },
  };

  return {
    /** Only hosts that serve an organization get a provider (unknown hosts are a 404). */
    async providerFor(request: FastifyRequest): Promise<Provider> {
      await resolveOrganizationByHost(db, request.host, env.DEFAULT_ORGANIZATION);
      const origin = requestOrigin(request, env.PUBLIC_ORIGIN);
      let provider = providers.get(origin);
      if (!provider) {
        if (providers.size === 0) await purgeExpiredPayloads(db);
        provider = createProvider(origin, { ...deps, keys: await keys() });
        provider.on('server_error', (_ctx, err) => log.error({ err }, 'identity provider error'));
        providers.set(origin, provider);
      }
      return provider;
    },
  };
}

export type ProviderRegistry = ReturnType<typeof providerRegistry>;
