import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import { storedRegion, type Region } from '@charity/domain/geo/region';

export interface GeofencedGame {
  id: string;
  organizationId: string;
  lockPlayersToRegion: boolean;
  region: Region | null;
  /** The organization's licensed jurisdiction (ISO 3166-2, e.g. CA-NS). */
  jurisdiction: string | null;
}

export async function loadGeofencedGame(db: Executor, gameId: string): Promise<GeofencedGame> {
  const row = await db
    .selectFrom('games')
    .leftJoin(
      'organization_settings',
      'organization_settings.organization_id',
      'games.organization_id',
    )
    .select([
      'games.id',
      'games.organization_id',
      'games.lock_players_to_region',
      'games.region_geojson',
      'organization_settings.jurisdiction',
    ])
    .where('games.id', '=', gameId)
    .executeTakeFirst();
  if (!row) throw notFound(`Game ${gameId} does not exist.`);
  return {
    id: row.id,
    organizationId: row.organization_id,
    lockPlayersToRegion: row.lock_players_to_region,
    region: storedRegion(row.region_geojson),
    jurisdiction: row.jurisdiction,
  };
}
