import type { Executor } from '../db/executor';
import type { GeofencedGame } from './geofenced-game.repository';
import { isNonPublicIp } from './ip-address';
import { isAllowListed } from './ip-allow-list.repository';
import { ipLocationIsInside, jurisdictionOfIp } from './ip-decision';
import type { IpLocator } from './ip-locator';
import { recordLocationCheck } from './location-check.repository';
import { isInsideRegion, type Coordinates } from './point-in-region';

interface Outcome {
  inside: boolean;
  reason: string;
  jurisdiction: string | null;
}

const inside = (game: GeofencedGame, reason: string): Outcome => ({
  inside: true,
  reason,
  jurisdiction: game.jurisdiction,
});
const outside = (reason: string, jurisdiction: string | null = null): Outcome => ({
  inside: false,
  reason,
  jurisdiction,
});

async function ipOutcome(
  db: Executor,
  locate: IpLocator | null,
  game: GeofencedGame,
  ip: string,
): Promise<Outcome> {
  if (await isAllowListed(db, game.organizationId, ip)) return inside(game, 'allow-list');
  if (!game.region) return inside(game, 'no-region');
  if (isNonPublicIp(ip)) return outside('non-public-address');
  if (!locate) return outside('no-ip-database');
  const location = locate(ip);
  if (!location) return outside('ip-not-found');
  return ipLocationIsInside(location, game.region, game.jurisdiction)
    ? inside(game, 'ip-database')
    : outside('ip-database', jurisdictionOfIp(location));
}

/** The IP check of spec §7: allow list first, then the IP database. Recorded either way. */
export async function checkIp(
  db: Executor,
  locate: IpLocator | null,
  game: GeofencedGame,
  ip: string,
  playerId: string | null,
): Promise<boolean> {
  const outcome = await ipOutcome(db, locate, game, ip);
  await recordLocationCheck(db, {
    organizationId: game.organizationId,
    gameId: game.id,
    playerId,
    method: 'ip',
    ipAddress: ip,
    ...outcome,
  });
  return outcome.inside;
}

/** The coordinates check of spec §7: point in the game's region. The point is not stored. */
export async function checkCoordinates(
  db: Executor,
  game: GeofencedGame,
  coordinates: Coordinates,
  ip: string,
  playerId: string | null,
): Promise<boolean> {
  const outcome = !game.region
    ? inside(game, 'no-region')
    : isInsideRegion(game.region, coordinates)
      ? inside(game, 'region')
      : outside('region');
  await recordLocationCheck(db, {
    organizationId: game.organizationId,
    gameId: game.id,
    playerId,
    method: 'coordinates',
    ipAddress: ip,
    ...outcome,
  });
  return outcome.inside;
}
