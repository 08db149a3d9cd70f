import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors/http-errors';
import { hasRecentSuccessfulLocationCheck } from '../geofence/location-check.repository';
import type { GameContext } from './game-context';

/**
 * Purchase and play of a region-locked game need a recent successful location check by this
 * player (spec §5): the browser's own guard is not trusted with money.
 */
export async function assertLocationChecked(
  app: FastifyInstance,
  game: Pick<GameContext, 'id' | 'lock_players_to_region'>,
  playerId: string,
): Promise<void> {
  if (!game.lock_players_to_region) return;
  const maxAge = app.env.LOCATION_CHECK_MAX_AGE_MINUTES;
  if (await hasRecentSuccessfulLocationCheck(app.db, playerId, game.id, maxAge)) return;
  throw new HttpError(
    403,
    'LocationRequired',
    'Your location must be verified inside the game region before you buy or play numbers.',
  );
}
