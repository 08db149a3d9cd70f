import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/executor';
/** Every charge carries the client's Idempotency-Key (a UUID made when the form opened). */
export declare function idempotencyKeyOf(request: FastifyRequest): string;
/** The same key with another body is a client bug, not a retry. */
export declare function requestHash(body: unknown): string;
/** The payment made earlier with this key, if any; refuses a key reused for another request. */
export declare function findReplay(
  trx: Executor,
  playerId: string,
  key: string,
  hash: string,
): Promise<string | null>;
