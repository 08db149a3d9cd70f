import { locationGuard } from '@charity/domain/guards/location';
import { verifyCoordinatesAreWithinGeofence, verifyIpIsWithinGeofence } from '@/api/geofence';
import { loadConfig } from '@/lib/config';
import { browserCoordinates } from '@/lib/location';
import { currentStatus } from './facts';
import type { GuardStep } from './guard-loader';

/** Spec §5: the geolocation check over the two geofence calls and the browser position. */
export const location: GuardStep = async () => {
  const [config, status] = await Promise.all([loadConfig(), currentStatus()]);
  const instance = status.CurrentGameInstance;
  const gameId = status.GameId ?? instance?.GameId ?? '';
  return locationGuard({
    lockPlayersToRegion: instance?.LockPlayersToRegion ?? false,
    ipIsInGeofence: () => verifyIpIsWithinGeofence(gameId),
    coordinatesAreInGeofence: async () => {
      const { latitude, longitude } = await browserCoordinates(config.LocationRequired);
      return verifyCoordinatesAreWithinGeofence(gameId, latitude, longitude);
    },
  });
};
