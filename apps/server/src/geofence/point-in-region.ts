import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { Region } from '@charity/domain/geo/region';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Inside (or on the edge of) the region; GeoJSON positions are [longitude, latitude]. */
export function isInsideRegion(region: Region, { latitude, longitude }: Coordinates): boolean {
  return booleanPointInPolygon([longitude, latitude], region);
}
