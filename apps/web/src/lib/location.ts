import { dialogs } from './dialog-service';
import { i18n } from './i18n/i18n';

export class GeolocationUnavailableError extends Error {}

/** Why the location check failed: permission refused, no position, or outside the region. */
export type LocationFailure = 'denied' | 'unavailable' | 'outside';
export const LOCATION_FAILURES: readonly LocationFailure[] = ['denied', 'unavailable', 'outside'];

/** GeolocationPositionError.PERMISSION_DENIED is 1; 2 and 3 are no position and time-out. */
export function locationFailure(error: unknown): LocationFailure {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 1 ? 'denied' : 'unavailable';
}

async function permissionState(): Promise<PermissionState | 'unknown'> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'unknown';
  }
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      timeout: 20_000,
      maximumAge: 60_000,
    }),
  );
}

/**
 * The browser's coordinates for the geofence check. Spec §8: without geolocation the
 * browser says so; when location is required and not yet granted a "Warning" alert asks for
 * it, and the flow continues after dismissal.
 */
export async function browserCoordinates(
  locationRequired: boolean,
): Promise<GeolocationCoordinates> {
  if (!('geolocation' in navigator)) {
    await dialogs.alert({
      title: i18n.t('location.warningTitle'),
      message: i18n.t('location.notSupported'),
    });
    throw new GeolocationUnavailableError('Geolocation is not supported in your browser');
  }
  if (locationRequired && (await permissionState()) !== 'granted') {
    await dialogs.alert({
      title: i18n.t('location.warningTitle'),
      message: i18n.t('location.mustAllow'),
    });
  }
  return (await currentPosition()).coords;
}
