import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { potTotalOf } from '../live-pot/pot-ledger';
import '../bundles/bundle-tables';
import type { Locale } from '../identity/pages/locale';
import { localized } from '../translations/localized-sql';

/**
 * The instance a player sees for a game: the open one, otherwise the most recent that sold
 * tickets. Scheduled and cancelled instances never count as current. Its name and description
 * in `locale` where the organization gave them (issue 12).
 */
export async function findCurrentGameInstance(db: Executor, gameId: string, locale: Locale = 'en') {
  return db
    .selectFrom('game_instances')
    .innerJoin('games', 'games.id', 'game_instances.game_id')
    .select([
      'game_instances.id',
      'game_instances.game_id',
      localized(locale, 'game_instances', 'name').as('name'),
      localized(locale, 'game_instances', 'description').as('description'),
      'game_instances.started_on',
      'game_instances.ended_on',
      'game_instances.sales_close_at',
      'game_instances.draw_at',
      potTotalOf('game_instances.id').as('pot_total_cents'),
      'game_instances.ticket_price_cents',
      'game_instances.status',
      'games.game_type',
      'games.lock_players_to_region',
      'games.manual_draw',
      'games.subscriptions_enabled',
      'games.max_prepaid_draws',
      'games.number_range_max',
      'games.time_zone',
      'games.bundles',
    ])
    .where('game_instances.game_id', '=', gameId)
    .where('game_instances.status', 'in', [
      GameInstanceStatus.Open,
      GameInstanceStatus.SalesClosed,
      GameInstanceStatus.Drawn,
    ])
    .orderBy(sql`game_instances.status = ${GameInstanceStatus.Open}`, 'desc')
    .orderBy('game_instances.sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type CurrentGameInstanceRow = NonNullable<
  Awaited<ReturnType<typeof findCurrentGameInstance>>
>;
