import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { z } from 'zod';
import type { Executor } from '../db/executor';

const CHALLENGE_LIFETIME_MS = 10 * 60_000;

const payloadSchema = z.object({ signature: z.string().min(1) });

function decodePayload(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')))
      .data;
  } catch {
    return undefined;
  }
}

/**
 * ALTCHA proof of work (protocol v1: SHA-256, the format the `altcha` widget solves). The HMAC
 * key is shared through the database so any process can verify what another one issued; a
 * solution is accepted once.
 */
export function captchaService(db: Executor, hmacKey: () => Promise<string>, maxNumber: number) {
  return {
    async challenge(): Promise<Challenge> {
      return createChallenge({
        hmacKey: await hmacKey(),
        maxNumber,
        expires: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      });
    },

    async verify(payload: string): Promise<boolean> {
      const decoded = decodePayload(payload);
      if (!decoded || !(await verifySolution(payload, await hmacKey(), true).catch(() => false)))
        return false;
      await db.deleteFrom('used_captchas').where('expires_at', '<', new Date()).execute();
      const inserted = await db
        .insertInto('used_captchas')
        .values({
          signature: decoded.signature,
          expires_at: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
        })
        .onConflict((oc) => oc.column('signature').doNothing())
        .returning('signature')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

export type CaptchaService = ReturnType<typeof captchaService>;
