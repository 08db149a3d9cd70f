import { dialogs } from './dialog-service';
import { i18n } from './i18n/i18n';

export class GeolocationUnavailableError extends Error {}

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
