import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { conflict } from '../auth/auth-errors';
import type { Executor } from '../db/executor';
import { badRequest } from '../errors/http-errors';

const KEY = /^[A-Za-z0-9._:-]{8,200}$/;

/** Every charge carries the client's Idempotency-Key (a UUID made when the form opened). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key)) {
    throw badRequest('Send an Idempotency-Key header (8 to 200 letters, digits, . _ : -).');
  }
  return key;
}

/**
 * What a request buys, not how it pays: the body without its `Payment`. A reload that
 * tokenizes the card again replays the same key, and an identical purchase from a second tab
 * finds the one in flight (`findInFlightTwin`). The same key for another purchase is a bug.
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

/**
 * The player's identical purchase or play still being paid for (processing, or waiting for the
 * bank's check) made in the last few minutes under another key: it is answered instead of a
 * second charge. The player lock taken before this call serializes the two tabs.
 */
export async function findInFlightTwin(trx: Executor, playerId: string, hash: string) {
  const twin = await trx
    .selectFrom('payments')
    .select('id')
    .where('player_id', '=', playerId)
    .where('request_hash', '=', hash)
    .where('kind', 'in', ['purchase', 'play'])
    .where('status', 'in', ['processing', 'requires_action'])
    .where('created_at', '>', new Date(Date.now() - IN_FLIGHT_TWIN_WINDOW_MINUTES * 60_000))
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return twin?.id ?? null;
}

/** The payment made earlier with this key, if any; refuses a key reused for another request. */
export async function findReplay(trx: Executor, playerId: string, key: string, hash: string) {
  const payment = await trx
    .selectFrom('payments')
    .select(['id', 'request_hash'])
    .where('player_id', '=', playerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (payment && payment.request_hash !== hash) {
    throw conflict('This Idempotency-Key was already used for a different request.');
  }
  return payment?.id ?? null;
}
