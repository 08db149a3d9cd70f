import { GameType } from '@charity/domain/game-type';
import type { GameAdd, GameEdit } from '@charity/domain/setup/game-edit';
import type { GameState } from '@charity/domain/setup/game-change-rule';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { toStoredTranslations } from '../translations/stored-translations';
import './game-edit-tables';
import '../prepaid/prepaid-tables';
import '../translations/text-translations-tables';

/** The columns a console add or edit writes. */
export function gameEditColumns(game: GameEdit) {
  return {
    game_type: GameType[game.type] as number,
    name: game.name,
    description: game.description,
    translations: JSON.stringify(toStoredTranslations(game.translations)),
    ticket_price_cents: game.ticketPriceCents,
    winner_share_percent: game.winnerSharePercent,
    number_range_max: game.numberRangeMax,
    max_numbers_per_player: game.maxNumbersPerPlayer,
    manual_draw: game.manualDraw,
    subscriptions_enabled: game.subscriptionsEnabled,
    max_prepaid_draws: game.maxPrepaidDraws,
    lock_players_to_region: game.lockPlayersToRegion,
    region_geojson: game.region === null ? null : JSON.stringify(game.region),
    draw_weekday: game.schedule.drawWeekday,
    draw_time: game.schedule.drawTime,
    time_zone: game.schedule.timeZone,
    sales_close_minutes_before_draw: game.schedule.salesCloseMinutesBeforeDraw,
  };
}

export async function insertGame(trx: Executor, organizationId: string, game: GameAdd) {
  const { id } = await trx
    .insertInto('games')
    .values({ organization_id: organizationId, key: game.key, ...gameEditColumns(game) })
    .returning('id')
    .executeTakeFirstOrThrow();
  // An organization's first game is the one its players play.
  await trx
    .updateTable('organizations')
    .set({ current_game_id: id })
    .where('id', '=', organizationId)
    .where('current_game_id', 'is', null)
    .execute();
  return id;
}

/** The game's row locked (sales of its instances wait), or undefined for another's game. */
export async function lockGameRow(trx: Executor, organizationId: string, gameId: string) {
  return trx
    .selectFrom('games')
    .select('id')
    .where('id', '=', gameId)
    .where('organization_id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
}

/** What the change rule needs to know of the game now. */
export async function gameState(trx: Executor, gameId: string): Promise<GameState> {
  const instances = await trx
    .selectFrom('game_instances as i')
    .select(['i.id', 'i.name', 'i.status'])
    .select((eb) =>
      eb
        .selectFrom('instance_entries as e')
        .select(eb.fn.countAll<string>().as('sold'))
        .whereRef('e.game_instance_id', '=', 'i.id')
        .as('sold'),
    )
    .where('i.game_id', '=', gameId)
    .orderBy('i.sequence', 'desc')
    .execute();
  const selling = instances.find(
    (row) => (row.status === 'Open' || row.status === 'SalesClosed') && Number(row.sold) > 0,
  );
  const held = await trx
    .selectFrom('player_numbers')
    .select(sql<number | null>`max(ticket_number)`.as('highest'))
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return {
    instanceCount: instances.length,
    selling: selling ? { name: selling.name, soldNumbers: Number(selling.sold) } : null,
    highestHeldNumber: Number(held?.highest ?? 0),
  };
}

/** Players holding more numbers of the game than the limit in force. */
export async function playersAboveLimit(
  trx: Executor,
  organizationId: string,
  gameId: string,
  own: number | null,
): Promise<{ limit: number; players: number }> {
  const settings = await trx
    .selectFrom('organization_settings')
    .select('max_numbers_per_player')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  const limit = own ?? settings?.max_numbers_per_player ?? 1000;
  const above = await trx
    .selectFrom(
      trx
        .selectFrom('player_numbers')
        .select('player_id')
        .where('game_id', '=', gameId)
        .groupBy('player_id')
        .having((eb) => eb.fn.countAll(), '>', limit)
        .as('above'),
    )
    .select((eb) => eb.fn.countAll<string>().as('players'))
    .executeTakeFirst();
  return { limit, players: Number(above?.players ?? 0) };
}
