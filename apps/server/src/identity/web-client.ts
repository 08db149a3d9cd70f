import type { ClientMetadata } from 'oidc-provider';
import { WEB_CLIENT_ID } from '../organizations/environment-config';

export const SPA_CALLBACK_PATH = '/auth-callback';
export const PASSWORD_RECOVERY_PATH = '/recover-password';

/** The SPA: a public client (no secret) using the authorization code with PKCE. */
export function webClientMetadata(origin: string): ClientMetadata {
  return {
    client_id: WEB_CLIENT_ID,
    client_name: 'Charity game',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [`${origin}${SPA_CALLBACK_PATH}`],
    post_logout_redirect_uris: [`${origin}/`, `${origin}/login`],
  };
}

const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * Outside production a SPA served by a dev server on another loopback port may sign in too;
 * in production only the organization's own origin is accepted.
 */
export function redirectRules(origin: string, production: boolean) {
  const isDevLoopback = (url: URL) =>
    !production && url.protocol === 'http:' && isLoopbackHost(url.hostname);
  return {
    redirectUriAllowed(value: string): boolean {
      const url = parse(value);
      return !!url && url.pathname === SPA_CALLBACK_PATH && !url.search && isDevLoopback(url);
    },
    postLogoutRedirectUriAllowed(value: string): boolean {
      const url = parse(value);
      return !!url && (url.origin === origin || isDevLoopback(url));
    },
    corsOriginAllowed(value: string): boolean {
      const url = parse(value);
      return !!url && (url.origin === origin || isDevLoopback(url));
    },
  };
}
