import { GameType } from '@charity/domain/game-type';
import type { ExistingInstance } from '@charity/domain/setup/instance-setup';
import type { Executor } from '../db/executor';
import '../bundles/bundle-tables';
import '../prepaid/prepaid-tables';
import '../translations/text-translations-tables';
import './game-edit-tables';
import './instance-cancel-tables';

const typeNames = {
  [GameType.GoldRush]: 'GoldRush',
  [GameType.ProgressiveFiftyFifty]: 'ProgressiveFiftyFifty',
} as const;

export function gameTypeName(gameType: number): 'GoldRush' | 'ProgressiveFiftyFifty' {
  return gameType === GameType.ProgressiveFiftyFifty
    ? typeNames[gameType]
    : typeNames[GameType.GoldRush];
}

export async function listGames(db: Executor, organizationId: string, gameId?: string) {
  let query = db
    .selectFrom('games as g')
    .innerJoin('organizations as o', 'o.id', 'g.organization_id')
    .select([
      'g.id',
      'g.key',
      'g.name',
      'g.description',
      'g.translations',
      'g.game_type',
      'g.number_range_max',
      'g.max_numbers_per_player',
      'g.max_prepaid_draws',
      'g.region_geojson',
      'g.ticket_price_cents',
      'g.winner_share_percent',
      'g.manual_draw',
      'g.subscriptions_enabled',
      'g.lock_players_to_region',
      'g.time_zone',
      'g.draw_weekday',
      'g.draw_time',
      'g.sales_close_minutes_before_draw',
      'g.bundles',
      'o.current_game_id',
    ])
    .where('g.organization_id', '=', organizationId)
    .orderBy('g.key');
  if (gameId) query = query.where('g.id', '=', gameId);
  return query.execute();
}

export type GameRow = Awaited<ReturnType<typeof listGames>>[number];

/** What the console shows of an instance. */
export const INSTANCE_COLUMNS = [
  'id',
  'sequence',
  'name',
  'description',
  'status',
  'started_on',
  'sales_close_at',
  'draw_at',
  'translations',
  'cancel_reason',
] as const;

/** A game's instances, newest first. */
export async function listInstances(db: Executor, gameId: string, limit = 1000) {
  return db
    .selectFrom('game_instances')
    .select(INSTANCE_COLUMNS)
    .where('game_id', '=', gameId)
    .orderBy('sequence', 'desc')
    .limit(limit)
    .execute();
}

export type InstanceDbRow = Awaited<ReturnType<typeof listInstances>>[number];

export const existingInstance = (row: InstanceDbRow): ExistingInstance => ({
  name: row.name,
  status: row.status,
  startedOn: row.started_on,
  drawAt: row.draw_at,
});

/** The game, its row locked: instances of one game are created one at a time. */
export async function lockGame(trx: Executor, organizationId: string, gameId: string) {
  return trx
    .selectFrom('games')
    .select(['id', 'name', 'time_zone', 'ticket_price_cents', 'bundles'])
    .where('id', '=', gameId)
    .where('organization_id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
}
