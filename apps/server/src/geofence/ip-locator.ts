import { open } from 'maxmind';
import { z } from 'zod';

/** What an IP database says about an address; any part may be unknown. */
export interface IpLocation {
  countryCode: string | null;
  subdivisionCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

export type IpLocator = (ip: string) => IpLocation | null;

/** The parts of a GeoIP2/GeoLite2 City or Country record the geofence reads. */
const recordSchema = z.object({
  country: z.object({ iso_code: z.string() }).optional(),
  subdivisions: z.array(z.object({ iso_code: z.string() })).optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
});

/**
 * Opens the MaxMind-format database at GEOIP_DB (read into memory once; replace the file and
 * restart to update it). Without a file there is no IP location: only allow lists apply.
 */
export async function openIpLocator(file: string | undefined): Promise<IpLocator | null> {
  if (!file) return null;
  const reader = await open(file);
  return (ip) => {
    const record = recordSchema.safeParse(reader.get(ip));
    if (!record.success) return null;
    const { country, subdivisions, location } = record.data;
    return {
      countryCode: country?.iso_code ?? null,
      // The first subdivision is the largest (the province or state).
      subdivisionCode: subdivisions?.[0]?.iso_code ?? null,
      latitude: location?.latitude ?? null,
      longitude: location?.longitude ?? null,
    };
  };
}
