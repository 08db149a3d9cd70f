import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { EnvironmentConfig } from '@charity/domain/api/config';
import { paths } from '@charity/domain/paths';

/** Spec §7 "Identity provider flow" and the team brief: scope and custom parameters. */
export const OIDC_SCOPE = 'openid profile common-api';

export function userManagerSettings(
  config: EnvironmentConfig,
  origin: string,
): UserManagerSettings {
  return {
    authority: config.AuthConfig.Issuer,
    client_id: config.AuthConfig.ClientId,
    redirect_uri: `${origin}${paths.authCallback}`,
    post_logout_redirect_uri: `${origin}${paths.login}`,
    response_type: 'code',
    scope: OIDC_SCOPE,
    extraQueryParams: {
      organizationId: config.Organization.OrganizationId,
      returnUrlForPasswordReset: `${origin}${paths.recoverPassword}`,
    },
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
  };
}

let instance: { issuer: string; manager: UserManager } | null = null;

/** One UserManager per page, created once the configuration names the issuer. */
export function getUserManager(config: EnvironmentConfig): UserManager {
  if (instance?.issuer !== config.AuthConfig.Issuer) {
    instance = {
      issuer: config.AuthConfig.Issuer,
      manager: new UserManager(userManagerSettings(config, window.location.origin)),
    };
  }
  return instance.manager;
}
