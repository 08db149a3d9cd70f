import type { GameInstance } from '@charity/domain/api/game-instance';
import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import { parseStoredBundles } from '@charity/domain/bundles/bundles';
import type { CurrentGameInstanceRow } from './game-instance.repository';

const statuses = new Set<string>(Object.values(GameInstanceStatus));

function isStatus(value: string): value is GameInstanceStatus {
  return statuses.has(value);
}

export function toGameInstance(row: CurrentGameInstanceRow): GameInstance {
  // The database's check constraint allows only these values.
  if (!isStatus(row.status)) throw new Error(`Unknown game instance status ${row.status}`);
  return {
    Id: row.id,
    GameId: row.game_id,
    Name: row.name,
    Description: row.description,
    StartedOn: row.started_on?.toISOString() ?? null,
    EndedOn: row.ended_on?.toISOString() ?? null,
    SalesCloseAt: row.sales_close_at.toISOString(),
    DrawAt: row.draw_at.toISOString(),
    TimeZone: row.time_zone,
    PotTotal: row.pot_total_cents,
    TicketPrice: row.ticket_price_cents,
    Bundles: parseStoredBundles(row.bundles),
    LockPlayersToRegion: row.lock_players_to_region,
    GameType: row.game_type,
    ManualDraw: row.manual_draw,
    SubscriptionsEnabled: row.subscriptions_enabled,
    NumberRangeMax: row.number_range_max,
    MaxPrepaidDraws: row.max_prepaid_draws,
    Status: row.status,
  };
}
