import { locationGuard } from '@charity/domain/guards/location';
import { paths } from '@charity/domain/paths';
import { verifyCoordinatesAreWithinGeofence, verifyIpIsWithinGeofence } from '@/api/geofence';
import { loadConfig } from '@/lib/config';
import { browserCoordinates, locationFailure, type LocationFailure } from '@/lib/location';
import { currentStatus } from './facts';
import type { GuardStep } from './guard-loader';

/** `/location-error?reason=…&from=…`: which case it is, and where Try again leads. */
export function locationErrorTarget(reason: LocationFailure, from: string): string {
  return `${paths.locationError}?${new URLSearchParams({ reason, from }).toString()}`;
}

/** Spec §5: the geolocation check over the two geofence calls and the browser position. */
export const location: GuardStep = async ({ request }) => {
  const [config, status] = await Promise.all([loadConfig(), currentStatus()]);
  const instance = status.CurrentGameInstance;
  const gameId = status.GameId ?? instance?.GameId ?? '';
  let reason: LocationFailure = 'unavailable';
  const decision = await locationGuard({
    lockPlayersToRegion: instance?.LockPlayersToRegion ?? false,
    ipIsInGeofence: () => verifyIpIsWithinGeofence(gameId),
    coordinatesAreInGeofence: async () => {
      const { latitude, longitude } = await browserCoordinates(config.LocationRequired).catch(
        (error: unknown) => {
          reason = locationFailure(error);
          throw error;
        },
      );
      reason = 'unavailable';
      const inside = await verifyCoordinatesAreWithinGeofence(gameId, latitude, longitude);
      if (!inside) reason = 'outside';
      return inside;
    },
  });
  if (decision.kind !== 'redirect' || decision.to !== paths.locationError) return decision;
  const url = new URL(request.url);
  return { kind: 'redirect', to: locationErrorTarget(reason, url.pathname + url.search) };
};
