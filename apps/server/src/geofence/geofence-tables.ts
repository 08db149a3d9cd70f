import type { ColumnType, Generated } from 'kysely';

export type LocationCheckMethod = 'ip' | 'coordinates';

export interface LocationChecksTable {
  id: Generated<string>;
  organization_id: string;
  game_id: string;
  player_id: string | null;
  method: LocationCheckMethod;
  inside: boolean;
  /** Why the check answered as it did, e.g. `allow-list`, `ip-database`, `region`. */
  reason: string;
  /** ISO 3166-2 code of where the player was found, when known (e.g. CA-NS). */
  jurisdiction: string | null;
  ip_address: string | null;
  checked_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface GeofenceIpAllowListTable {
  organization_id: string;
  network: string;
  note: string | null;
}

// Merged into the foundation's Database so its file stays untouched by this feature.
declare module '../db/database' {
  interface Database {
    location_checks: LocationChecksTable;
    geofence_ip_allow_list: GeofenceIpAllowListTable;
  }
}
