import { apiErrorBodySchema } from '@charity/domain/api/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/authentication';
import { assertOwnRecord } from '../auth/ownership';
import { errorResponses } from '../errors/error-responses';
import { notFound } from '../errors/http-errors';
import { findPlayerView } from './player.repository';
import { refusal } from '../refusals/refusal-catalogue';

/** Responses every signed-in player route can answer, documented in OpenAPI. */
export const playerErrorResponses = {
  ...errorResponses,
  401: apiErrorBodySchema.describe('No valid access token'),
  403: apiErrorBodySchema.describe("Another player's or another organization's record"),
} as const;

/** The caller's own player record, after the ownership check (403) and existence (404). */
export async function loadOwnPlayer(
  app: FastifyInstance,
  request: FastifyRequest,
  target: { playerId: string; organizationId: string },
) {
  const caller = callerOf(request);
  assertOwnRecord(caller, target);
  const player = await findPlayerView(app.db, target.organizationId, target.playerId);
  if (!player) throw notFound(refusal('player.notFound', { id: target.playerId }));
  return { caller, player };
}
