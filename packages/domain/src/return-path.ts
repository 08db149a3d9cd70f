import { paths } from './paths';

/** Pages that make no sense to come back to after signing in. */
const signInPages: readonly string[] = [
  paths.login,
  paths.logout,
  paths.authCallback,
  paths.authInit,
  paths.recoverPassword,
  paths.register.registrationRequest,
];

/**
 * Where to go after signing in: a path of this site (never another origin, so the sign-in
 * state cannot become an open redirect), or the fallback.
 */
export function safeReturnPath(value: unknown, fallback: string = paths.game.dashboard): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\') || /\p{Cc}/u.test(value)) return fallback;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  return signInPages.includes(pathname) ? fallback : value;
}
