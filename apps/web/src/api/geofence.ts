import {
  verifyCoordinatesResponseSchema,
  verifyIpResponseSchema,
} from '@charity/domain/api/geofence';
import { apiClient } from '@/lib/api-client';

/** Spec §7: `POST game/verify-ip-is-within-geofence`, IpAddress sent empty. */
export async function verifyIpIsWithinGeofence(gameId: string): Promise<boolean> {
  const response = await apiClient.post(
    'game/verify-ip-is-within-geofence',
    { IpAddress: '', GameId: gameId },
    verifyIpResponseSchema,
  );
  return response.IpIsInGeofence;
}

/** Spec §7: `POST game/verify-coordinates-are-within-geofence`. */
export async function verifyCoordinatesAreWithinGeofence(
  gameId: string,
  latitude: number,
  longitude: number,
): Promise<boolean> {
  const response = await apiClient.post(
    'game/verify-coordinates-are-within-geofence',
    { GameId: gameId, Latitude: latitude, Longitude: longitude },
    verifyCoordinatesResponseSchema,
  );
  return response.IsSuccess;
}
