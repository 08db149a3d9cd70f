import { DEFAULT_PASSWORD_COST } from '../accounts/password-hash';

/** Knobs that tests turn down (KDF cost) or up (limits); production uses the defaults. */
export interface IdentityOptions {
  passwordCost: number;
  accessTokenTtlSeconds: number;
  /** Attempts per client and minute on each of login, registration and recovery. */
  attemptsPerMinute: number;
}

export const defaultIdentityOptions: IdentityOptions = {
  passwordCost: DEFAULT_PASSWORD_COST,
  accessTokenTtlSeconds: 600,
  attemptsPerMinute: 10,
};
