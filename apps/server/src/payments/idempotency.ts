import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { conflict } from '../auth/auth-errors';
import { badRequest } from '../errors/http-errors';
import { refusal } from '../refusals/refusal-catalogue';

const KEY = /^[A-Za-z0-9._:-]{8,200}$/;

/** Every charge carries the client's Idempotency-Key (a UUID made when the form opened). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key)) {
    throw badRequest(refusal('payment.idempotencyKeyMissing'));
  }
  return key;
}

/**
 * What a request buys, not how it pays: the body without its `Payment`. A reload that
 * tokenizes the card again replays the same key, and an identical purchase from a second tab
 * finds the one in flight (`findEarlierAttempt`). The same key for another purchase is a bug.
 */
export function requestHash(body: unknown): string {
  const purchase =
    body && typeof body === 'object'
      ? { ...(body as Record<string, unknown>), Payment: null }
      : body;
  return createHash('sha256').update(JSON.stringify(purchase)).digest('hex');
}

/** How long an identical purchase still counts as the same attempt (a reload, a second tab). */
export const IN_FLIGHT_TWIN_WINDOW_MINUTES = 5;

export interface Attempt {
  playerId: string;
  key: string;
  hash: string;
  /** A renewal has no twin. */
  twins: boolean;
}

export interface EarlierAttempt {
  earlier_id: string | null;
  earlier_hash: string | null;
  earlier_same_key: boolean | null;
}

/**
 * What this request is answered with instead of a new charge, as one lateral subquery (read
 * after the player lock, which serializes the two tabs): the payment made earlier with this
 * key, or else the player's identical purchase or play still being paid for (processing, or
 * waiting for the bank's check) made in the last few minutes under another key, a reload or
 * a second tab. Columns: `EarlierAttempt`.
 */
export function earlierAttemptQuery(attempt: Attempt) {
  const since = new Date(Date.now() - IN_FLIGHT_TWIN_WINDOW_MINUTES * 60_000);
  return sql<EarlierAttempt>`(
    select id as earlier_id, request_hash as earlier_hash,
      idempotency_key = ${attempt.key} as earlier_same_key
    from payments
    where player_id = ${attempt.playerId}
      and (idempotency_key = ${attempt.key}
        or (${attempt.twins} and request_hash = ${attempt.hash} and kind in ('purchase', 'play')
            and status in ('processing', 'requires_action') and created_at > ${since}))
    order by idempotency_key = ${attempt.key} desc, created_at desc
    limit 1)`;
}

/** The earlier payment's id, refusing a key reused for another request. */
export function earlierPaymentOf(found: EarlierAttempt, attempt: Attempt): string | null {
  if (found.earlier_same_key && found.earlier_hash !== attempt.hash) {
    throw conflict(refusal('payment.idempotencyKeyReused'));
  }
  return found.earlier_id;
}
