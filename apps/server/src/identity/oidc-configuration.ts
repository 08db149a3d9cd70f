import { formatSubject, parseSubject } from '@charity/domain/claims';
import Provider, {
  errors,
  type AdapterFactory,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { findAccountById } from '../accounts/account.repository';
import type { Executor } from '../db/executor';
import type { IdentityKeys } from './identity-keys.repository';
import { providerPages, type BrandingLookup } from './provider-pages';
import { redirectRules, webClientMetadata } from './web-client';

export const API_SCOPE = 'common-api';
export const apiAudience = (origin: string) => `${origin}/api`;
export const issuerFor = (origin: string) => `${origin}/oidc`;
/**
 * `screen_hint=signup` on the authorize request opens the registration page first. The hint
 * rides in the query, not the path: the provider scopes the interaction's cookie to this
 * address's path, and the e-mailed link (`/oidc/interaction/<uid>/verify-email`) must carry
 * it to sign the player in (issue 28: from `/register`, the link said "sign in now").
 */
export const SCREEN_HINT = 'screen_hint';
export const SIGN_UP_SCREEN = 'signup';
export const interactionPath = (uid: string, screenHint?: unknown) =>
  `/oidc/interaction/${uid}${screenHint === SIGN_UP_SCREEN ? `?screen=${SIGN_UP_SCREEN}` : ''}`;

export interface ProviderDependencies {
  db: Executor;
  keys: IdentityKeys;
  adapter: AdapterFactory;
  production: boolean;
  trustProxy: boolean;
  accessTokenTtlSeconds: number;
  brandingFor: BrandingLookup;
}

async function findAccount(db: Executor, _ctx: KoaContextWithOIDC, sub: string) {
  const claim = parseSubject(sub);
  const account = claim && (await findAccountById(db, claim.organizationId, claim.playerId));
  if (!account || formatSubject({ ...claim, isAdmin: account.is_admin }) !== sub) return undefined;
  return {
    accountId: sub,
    claims: () => ({
      sub,
      given_name: account.first_name,
      family_name: account.last_name,
      name: `${account.first_name} ${account.last_name}`,
      email: account.email,
      email_verified: account.email_verified_at !== null,
    }),
  };
}

/** The first-party SPA is never shown a consent screen: its grant is created on sign-in. */
async function loadExistingGrant(ctx: KoaContextWithOIDC, audience: string) {
  const { oidc } = ctx;
  if (!oidc.client || !oidc.session?.accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
  if (grantId) return oidc.provider.Grant.find(grantId);
  const grant = new oidc.provider.Grant({
    clientId: oidc.client.clientId,
    accountId: oidc.session.accountId,
  });
  grant.addOIDCScope('openid profile email offline_access');
  grant.addResourceScope(audience, API_SCOPE);
  await grant.save();
  return grant;
}

function configuration(origin: string, deps: ProviderDependencies): Configuration {
  const audience = apiAudience(origin);
  const rules = redirectRules(origin, deps.production);
  return {
    adapter: deps.adapter,
    clients: [webClientMetadata(origin)],
    jwks: { keys: deps.keys.signing as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: deps.keys.cookie },
    findAccount: (ctx, sub) => findAccount(deps.db, ctx, sub),
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    extraParams: ['organizationId', 'returnUrlForPasswordReset', SCREEN_HINT],
    // The SPA cannot call userinfo with an API-bound token, so the ID token carries the profile.
    conformIdTokenClaims: false,
    loadExistingGrant: (ctx) => loadExistingGrant(ctx, audience),
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The API refuses a token whose grant has ended (auth/grant-liveness.ts): it names it.
    extraTokenClaims: async (_ctx, token) =>
      'grantId' in token && token.grantId ? { gid: token.grantId } : undefined,
    clientBasedCORS: (_ctx, requestOrigin) => rules.corsOriginAllowed(requestOrigin),
    pkce: { required: () => true },
    interactions: {
      url: (_ctx, interaction) => interactionPath(interaction.uid, interaction.params[SCREEN_HINT]),
    },
    ttl: {
      AccessToken: deps.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 30 * 24 * 3600,
      Session: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, ...providerPages(deps.brandingFor) },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: deps.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    renderError: providerPages(deps.brandingFor).renderError,
  };
}

export function createProvider(origin: string, deps: ProviderDependencies): Provider {
  const provider = new Provider(issuerFor(origin), configuration(origin, deps));
  provider.proxy = deps.trustProxy;
  const rules = redirectRules(origin, deps.production);
  const { prototype } = provider.Client;
  const registeredRedirect = prototype.redirectUriAllowed;
  const registeredLogout = prototype.postLogoutRedirectUriAllowed;
  prototype.redirectUriAllowed = function (value: string) {
    return registeredRedirect.call(this, value) || rules.redirectUriAllowed(value);
  };
  prototype.postLogoutRedirectUriAllowed = function (value: string) {
    return registeredLogout.call(this, value) || rules.postLogoutRedirectUriAllowed(value);
  };
  return provider;
}
