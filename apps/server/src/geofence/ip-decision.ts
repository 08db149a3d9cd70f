import type { IpLocation } from './ip-locator';
import { isInsideRegion } from './point-in-region';
import type { Region } from '@charity/domain/geo/region';

/** `CA-NS` from country CA and subdivision NS; the country alone when that is all there is. */
export function jurisdictionOfIp(location: IpLocation): string | null {
  const { countryCode, subdivisionCode } = location;
  if (countryCode && subdivisionCode) return `${countryCode}-${subdivisionCode}`;
  return countryCode;
}

/**
 * Inside when the record places the address in the organization's jurisdiction (country and
 * first subdivision, e.g. CA + NS for CA-NS; the country alone for a country-level
 * jurisdiction) and, when the record has coordinates, they lie in the game's region (which may
 * be smaller than the jurisdiction). A record without a subdivision never proves a province:
 * its coordinates are only the country's default point.
 */
export function ipLocationIsInside(
  location: IpLocation,
  region: Region,
  jurisdiction: string | null,
): boolean {
  if (!jurisdiction || !location.countryCode) return false;
  const [country, subdivision] = jurisdiction.split('-');
  if (location.countryCode !== country) return false;
  if (subdivision && location.subdivisionCode !== subdivision) return false;
  const { latitude, longitude } = location;
  return latitude === null || longitude === null || isInsideRegion(region, { latitude, longitude });
}
