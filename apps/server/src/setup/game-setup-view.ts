import { translationsOf } from './charity-setup.repository';
import { parseStoredBundles, toBundleSpec } from '@charity/domain/bundles/bundles';
import type { GameSetup, InstanceRow } from '@charity/domain/setup/game-setup';
import { nextInstanceTimes } from '../lifecycle/draw-schedule';
import { nextInstanceName } from '@charity/domain/setup/next-instance-name';
import { storedRegion } from '@charity/domain/geo/region';
import { toFileTranslations } from '../translations/stored-translations';
import { storedNameIn } from '../translations/instance-name';
import { toWallTime } from './game-clock';
import { gameTypeName, type GameRow, type InstanceDbRow } from './game-setup.repository';

export const instanceRow = (row: InstanceDbRow): InstanceRow => ({
  id: row.id,
  sequence: row.sequence,
  name: row.name,
  description: row.description,
  status: row.status,
  startedOn: row.started_on?.toISOString() ?? null,
  salesCloseAt: row.sales_close_at.toISOString(),
  drawAt: row.draw_at.toISOString(),
  ...(row.cancel_reason ? { cancelReason: row.cancel_reason } : {}),
  ...translationsOf(row.translations),
});

const MINUTE_MS = 60_000;

/** The next instance after the last one's draw (or now), per the game's weekly schedule. */
function suggestion(game: GameRow, instances: InstanceDbRow[], now: Date): GameSetup['next'] {
  const latest = instances.find((row) => row.status !== 'Cancelled');
  const sequence = (instances[0]?.sequence ?? 0) + 1;
  const after = new Date(
    Math.ceil(Math.max(now.getTime(), latest?.draw_at.getTime() ?? 0) / MINUTE_MS) * MINUTE_MS,
  );
  const times = nextInstanceTimes(
    {
      draw_weekday: game.draw_weekday,
      draw_time: game.draw_time,
      time_zone: game.time_zone,
      sales_close_minutes_before_draw: game.sales_close_minutes_before_draw,
    },
    after,
  );
  return {
    name: nextInstanceName(latest?.name, sequence, game.name),
    translations: {
      fr: {
        name: nextInstanceName(
          latest && storedNameIn(latest, 'fr'),
          sequence,
          storedNameIn(game, 'fr'),
          'fr',
        ),
      },
    },
    opensAt: toWallTime(after, game.time_zone),
    salesCloseAt: toWallTime(times.salesCloseAt, game.time_zone),
    drawAt: toWallTime(times.drawAt, game.time_zone),
  };
}

export function gameSetupOf(game: GameRow, instances: InstanceDbRow[], now: Date): GameSetup {
  return {
    id: game.id,
    key: game.key,
    name: game.name,
    description: game.description,
    translations: { fr: { ...toFileTranslations(game.translations)?.fr } },
    type: gameTypeName(game.game_type),
    current: game.id === game.current_game_id,
    numberRangeMax: game.number_range_max,
    maxNumbersPerPlayer: game.max_numbers_per_player,
    maxPrepaidDraws: game.max_prepaid_draws,
    region: storedRegion(game.region_geojson),
    ticketPriceCents: Number(game.ticket_price_cents),
    winnerSharePercent: game.winner_share_percent,
    manualDraw: game.manual_draw,
    subscriptionsEnabled: game.subscriptions_enabled,
    lockPlayersToRegion: game.lock_players_to_region,
    timeZone: game.time_zone,
    drawWeekday: game.draw_weekday,
    drawTime: game.draw_time?.slice(0, 5) ?? null,
    salesCloseMinutesBeforeDraw: game.sales_close_minutes_before_draw,
    bundles: parseStoredBundles(game.bundles).map(toBundleSpec),
    instances: instances.map(instanceRow),
    next: suggestion(game, instances, now),
  };
}
