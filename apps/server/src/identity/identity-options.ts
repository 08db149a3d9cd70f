import { DEFAULT_PASSWORD_COST } from '../accounts/password-hash';

/** Knobs that tests turn down (KDF cost) or up (limits); production uses the defaults. */
export interface IdentityOptions {
  passwordCost: number;
  accessTokenTtlSeconds: number;
  /** Attempts per client and minute on each of registration, recovery and resend. */
  attemptsPerMinute: number;
  /** Wrong passwords counted per typed e-mail address and per client address. */
  signInFailures: SignInFailureLimits;
}

export interface SignInFailureLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const defaultIdentityOptions: IdentityOptions = {
  passwordCost: DEFAULT_PASSWORD_COST,
  accessTokenTtlSeconds: 600,
  attemptsPerMinute: 10,
  signInFailures: { perAccount: 10, perAddress: 200, windowMs: 15 * 60_000 },
};
