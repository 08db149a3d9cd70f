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

/** The same key with another body is a client bug, not a retry. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
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
