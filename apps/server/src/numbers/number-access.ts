import { apiErrorBodySchema } from '@charity/domain/api/errors';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../auth/authentication';
import { assertOwnRecord } from '../auth/ownership';
import { playerErrorResponses } from '../players/player-access';

/** Responses of the number and payment calls, documented in OpenAPI. */
export const moneyErrorResponses = {
  ...playerErrorResponses,
  403: apiErrorBodySchema.describe(
    "Another player's record; a registration step missing (Code TermsNotAgreed, PledgeMissing, EmailNotVerified, AgeNotVerified, UnderMinimumAge); or LocationRequired",
  ),
  409: apiErrorBodySchema.describe(
    'Sales closed, limit reached, number taken, or Idempotency-Key reused for another request',
  ),
} as const;

/** The caller, who must be the player named in the request (403 otherwise). */
export function ownPlayer(request: FastifyRequest, playerId: string, organizationId?: string) {
  const caller = callerOf(request);
  assertOwnRecord(caller, { playerId, organizationId: organizationId ?? caller.organizationId });
  return caller;
}

export const idempotencyHeader = {
  description: 'Client-made key (a UUID per checkout form); a retry with it replays the answer',
};
