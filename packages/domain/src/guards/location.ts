import { paths } from '../paths';
import { allow, redirect, type GuardDecision } from './decision';

export interface LocationFacts {
  lockPlayersToRegion: boolean;
  ipIsInGeofence: () => Promise<boolean>;
  coordinatesAreInGeofence: () => Promise<boolean>;
}

/**
 * Spec §5: when the game locks players to a region, the IP address inside the geofence is
 * enough; otherwise the browser's coordinates must be inside. Failure or any error goes to
 * `/location-error`.
 */
export async function locationGuard(facts: LocationFacts): Promise<GuardDecision> {
  if (!facts.lockPlayersToRegion) return allow;
  try {
    if (await facts.ipIsInGeofence()) return allow;
    if (await facts.coordinatesAreInGeofence()) return allow;
  } catch {
    // Any error of either check is a failed location check.
  }
  return redirect(paths.locationError);
}
