/** Knobs that tests turn down (KDF cost) or up (limits); production uses the defaults. */
export interface IdentityOptions {
  passwordCost: number;
  accessTokenTtlSeconds: number;
  /** Attempts per client and minute on each of login, registration and recovery. */
  attemptsPerMinute: number;
}
export declare const defaultIdentityOptions: IdentityOptions;
