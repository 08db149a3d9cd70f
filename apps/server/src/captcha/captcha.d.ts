import type { Challenge } from 'altcha-lib/v1/types';
import type { Executor } from '../db/executor';
/**
 * ALTCHA proof of work (protocol v1: SHA-256, the format the `altcha` widget solves). The HMAC
 * key is shared through the database so any process can verify what another one issued; a
 * solution is accepted once.
 */
export declare function captchaService(
  db: Executor,
  hmacKey: () => Promise<string>,
  maxNumber: number,
): {
  challenge(): Promise<Challenge>;
  verify(payload: string): Promise<boolean>;
};
export type CaptchaService = ReturnType<typeof captchaService>;
