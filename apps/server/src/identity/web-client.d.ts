import type { ClientMetadata } from 'oidc-provider';
export declare const SPA_CALLBACK_PATH = '/auth-callback';
export declare const PASSWORD_RECOVERY_PATH = '/recover-password';
/** The SPA: a public client (no secret) using the authorization code with PKCE. */
export declare function webClientMetadata(origin: string): ClientMetadata;
/**
 * Outside production a SPA served by a dev server on another loopback port may sign in too;
 * in production only the organization's own origin is accepted.
 */
export declare function redirectRules(
  origin: string,
  production: boolean,
): {
  redirectUriAllowed(value: string): boolean;
  postLogoutRedirectUriAllowed(value: string): boolean;
  corsOriginAllowed(value: string): boolean;
};
