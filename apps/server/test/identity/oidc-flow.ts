import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { location, type Browser } from './browser';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
}

export function authorizeUrl(browser: Browser, organizationId: string, challenge: string) {
  const params = new URLSearchParams({
    client_id: 'charity-web',
    response_type: 'code',
    redirect_uri: `${browser.origin}/auth-callback`,
    scope: 'openid profile common-api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
    organizationId,
    returnUrlForPasswordReset: `${browser.origin}/recover-password`,
  });
  return `/oidc/auth?${params}`;
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Starts an authorization request; answers the interaction (login page) path. */
export async function startSignIn(browser: Browser, organizationId: string) {
  const { verifier, challenge } = pkce();
  const start = await browser.get(authorizeUrl(browser, organizationId, challenge));
  expect(start.status).toBe(303);
  const interaction = location(start);
  expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  return { interaction, verifier };
}

/** After the login form: resume the authorization, exchange the code. */
export async function finishSignIn(
  browser: Browser,
  loginAnswer: { status: number; headers: Record<string, unknown> },
  verifier: string,
): Promise<Tokens> {
  expect(loginAnswer.status).toBe(303);
  const resume = await browser.get(location(loginAnswer as never));
  expect(resume.status).toBe(303);
  const callback = new URL(location(resume));
  expect(callback.origin + callback.pathname).toBe(`${browser.origin}/auth-callback`);
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();
  const token = await browser.post('/oidc/token', {
    grant_type: 'authorization_code',
    code: code ?? '',
    redirect_uri: `${browser.origin}/auth-callback`,
    client_id: 'charity-web',
    code_verifier: verifier,
  });
  expect(token.status, token.body).toBe(200);
  return JSON.parse(token.body) as Tokens;
}

export async function signIn(
  browser: Browser,
  organizationId: string,
  email: string,
  password: string,
) {
  const { interaction, verifier } = await startSignIn(browser, organizationId);
  const login = await browser.post(`${interaction}/login`, { email, password });
  return finishSignIn(browser, login, verifier);
}

export async function refresh(browser: Browser, refreshToken: string): Promise<Tokens> {
  const answer = await browser.post('/oidc/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'charity-web',
  });
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as Tokens;
}
