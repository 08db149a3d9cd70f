import { GameType } from '@charity/domain/game-type';
import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import { storedRegion } from '@charity/domain/geo/region';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor';
import type { ExtraDrawsTable } from '../draws/extra-draw-tables';
import { parseStoredBundles, toBundleSpec } from '@charity/domain/bundles/bundles';
import '../bundles/bundle-tables';
import '../draws/extra-draw-tables';
import '../setup/game-edit-tables';
import { translationsField } from '../translations/stored-translations';

const typeNames = {
  [GameType.GoldRush]: 'GoldRush',
  [GameType.ProgressiveFiftyFifty]: 'ProgressiveFiftyFifty',
} as const;

function typeName(gameType: number): 'GoldRush' | 'ProgressiveFiftyFifty' {
  if (gameType === GameType.GoldRush || gameType === GameType.ProgressiveFiftyFifty) {
    return typeNames[gameType];
  }
  throw new Error(`unknown game type ${gameType}`);
}

function instanceStatus(status: string): GameInstanceStatus {
  const known = Object.values(GameInstanceStatus) as string[];
  if (!known.includes(status)) throw new Error(`unknown instance status ${status}`);
  return status as GameInstanceStatus;
}

/** Instances that can still take an extra draw (the loader's rule). */
const UNDRAWN: string[] = ['Scheduled', 'Open', 'SalesClosed'];

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** An organization's games with their instances, in the provisioning file's form. */
export async function exportGames(
  db: Executor,
  organizationId: string,
  currentGameId: string | null,
) {
  const games = await db
    .selectFrom('games')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('key')
    .execute();
  const instances =
    games.length === 0
      ? []
      : await db
          .selectFrom('game_instances')
          .selectAll()
          .where(
            'game_id',
            'in',
            games.map((game) => game.id),
          )
          .orderBy('sequence')
          .execute();
  const extraDraws =
    instances.length === 0
      ? []
      : await db
          .selectFrom('extra_draws')
          .selectAll()
          .where(
            'game_instance_id',
            'in',
            instances
              .filter((instance) => UNDRAWN.includes(instance.status))
              .map((instance) => instance.id),
          )
          // Set-up, not history: a drawn extra draw lives on in its published record.
          .where('status', '=', 'Scheduled')
          .orderBy('cutoff_at')
          .orderBy('id')
          .execute();
  return games.map((game) => ({
    key: game.key,
    type: typeName(game.game_type),
    name: game.name,
    description: game.description,
    ...translationsField(game.translations),
    current: game.id === currentGameId,
    numberRangeMax: game.number_range_max,
    maxNumbersPerPlayer: game.max_numbers_per_player,
    ticketPriceCents: game.ticket_price_cents,
    bundles: parseStoredBundles(game.bundles).map(toBundleSpec),
    winnerSharePercent: game.winner_share_percent,
    manualDraw: game.manual_draw,
    subscriptionsEnabled: game.subscriptions_enabled,
    maxPrepaidDraws: game.max_prepaid_draws,
    lockPlayersToRegion: game.lock_players_to_region,
    region: storedRegion(game.region_geojson),
    schedule: {
      drawWeekday: game.draw_weekday,
      // Postgres answers `time` as HH:MM:SS; the file says HH:MM.
      drawTime: game.draw_time?.slice(0, 5) ?? null,
      timeZone: game.time_zone,
      salesCloseMinutesBeforeDraw: game.sales_close_minutes_before_draw,
    },
    instances: instances
      .filter((instance) => instance.game_id === game.id)
      .map((instance) => ({
        sequence: instance.sequence,
        name: instance.name,
        description: instance.description,
        ...translationsField(instance.translations),
        status: instanceStatus(instance.status),
        startedOn: iso(instance.started_on),
        endedOn: iso(instance.ended_on),
        salesCloseAt: iso(instance.sales_close_at) ?? '',
        drawAt: iso(instance.draw_at) ?? '',
        potTotalCents: instance.pot_total_cents,
        extraDraws: extraDraws
          .filter((draw) => draw.game_instance_id === instance.id)
          .map(extraDrawSpec),
      })),
  }));
}

/**
 * An extra draw in the file's form. One added by staff has no key of its own: it is named
 * by its id, so that loading the file creates it once and exporting again names it alike.
 */
function extraDrawSpec(draw: Selectable<ExtraDrawsTable>) {
  return {
    key: draw.key ?? `extra-${draw.id.slice(0, 8)}`,
    name: draw.name,
    ...translationsField(draw.translations),
    prize:
      draw.prize_kind === 'Fixed'
        ? { fixedCents: Number(draw.prize_amount_cents) }
        : { sharePercent: Number(draw.prize_share_percent) },
    cutoffAt: draw.cutoff_at.toISOString(),
    drawAt: draw.draw_at.toISOString(),
  };
}
