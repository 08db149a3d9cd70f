import { GameType } from '@charity/domain/game-type';
import { changedColumns, hasChanges } from './changed-columns';
import type { ProvisioningContext } from './provisioning-context';
import type { GameSpec, InstanceSpec } from '@charity/domain/setup/organization-schema';
import { provisionExtraDraws } from './provision-extra-draws';
import { resolveDate, resolveInstanceTimes } from './relative-date';
import { sortBundles, toBundle } from '@charity/domain/bundles/bundles';
import { storedBundles } from '../bundles/bundle-tables';
import '../setup/game-edit-tables';
import { toStoredTranslations, withTranslationsJson } from '../translations/stored-translations';

function gameColumns(spec: GameSpec) {
  return {
    game_type: GameType[spec.type] as number,
    name: spec.name,
    description: spec.description,
    number_range_max: spec.numberRangeMax,
    max_numbers_per_player: spec.maxNumbersPerPlayer,
    ticket_price_cents: spec.ticketPriceCents,
    bundles: sortBundles(spec.bundles.map(toBundle)),
    winner_share_percent: spec.winnerSharePercent,
    manual_draw: spec.manualDraw,
    subscriptions_enabled: spec.subscriptionsEnabled,
    max_prepaid_draws: spec.maxPrepaidDraws,
    lock_players_to_region: spec.lockPlayersToRegion,
    region_geojson: spec.region,
    draw_weekday: spec.schedule.drawWeekday,
    draw_time: spec.schedule.drawTime,
    time_zone: spec.schedule.timeZone,
    sales_close_minutes_before_draw: spec.schedule.salesCloseMinutesBeforeDraw,
    translations: toStoredTranslations(spec.translations),
  };
}

/** Postgres answers `time` as HH:MM:SS; the file says HH:MM. */
const minutesOnly = (time: string | null) => time?.slice(0, 5) ?? null;

async function provisionGame(
  context: ProvisioningContext,
  organizationId: string,
  spec: GameSpec,
): Promise<string> {
  const { trx } = context;
  const desired = gameColumns(spec);
  const stored = await trx
    .selectFrom('games')
    .select(['id', ...(Object.keys(desired) as (keyof typeof desired)[])])
    .where('organization_id', '=', organizationId)
    .where('key', '=', spec.key)
    .executeTakeFirst();
  const jsonRegion =
    desired.region_geojson === null ? null : JSON.stringify(desired.region_geojson);
  const label = `game ${spec.key}`;
  if (!stored) {
    const { id } = await trx
      .insertInto('games')
      .values({
        ...withTranslationsJson(desired),
        organization_id: organizationId,
        key: spec.key,
        region_geojson: jsonRegion,
        bundles: storedBundles(desired.bundles),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await context.record(organizationId, 'game.created', { type: 'game', id, label });
    return id;
  }
  const changes = changedColumns({ ...stored, draw_time: minutesOnly(stored.draw_time) }, desired);
  if (hasChanges(changes)) {
    const { region_geojson: _region, bundles: _bundles, ...rest } = changes;
    await trx
      .updateTable('games')
      .set({
        ...withTranslationsJson(rest),
        ...('region_geojson' in changes ? { region_geojson: jsonRegion } : {}),
        ...(changes.bundles ? { bundles: storedBundles(changes.bundles) } : {}),
      })
      .where('id', '=', stored.id)
      .execute();
    await context.record(
      organizationId,
      'game.updated',
      { type: 'game', id: stored.id, label },
      { columns: Object.keys(changes) },
    );
  }
  return stored.id;
}

/**
 * An instance is created from the file once. Afterwards only its name and description follow
 * the file: its status, dates and pot belong to the running game (and relative dates such as
 * `now+7d` would otherwise move on every load).
 */
async function provisionInstance(
  context: ProvisioningContext,
  organizationId: string,
  gameId: string,
  ticketPriceCents: number,
  spec: InstanceSpec,
  schedule: GameSpec['schedule'],
): Promise<void> {
  const { trx, now } = context;
  const stored = await trx
    .selectFrom('game_instances')
    .select(['id', 'name', 'description', 'translations'])
    .where('game_id', '=', gameId)
    .where('sequence', '=', spec.sequence)
    .executeTakeFirst();
  const label = `game instance ${spec.sequence} (${spec.name})`;
  if (!stored) {
    const date = (value: string | null) => (value === null ? null : resolveDate(value, now));
    const times = resolveInstanceTimes(spec, schedule, now);
    const { id } = await trx
      .insertInto('game_instances')
      .values({
        game_id: gameId,
        sequence: spec.sequence,
        name: spec.name,
        description: spec.description,
        translations: JSON.stringify(toStoredTranslations(spec.translations)),
        status: spec.status,
        ticket_price_cents: ticketPriceCents,
        pot_total_cents: spec.potTotalCents,
        started_on: date(spec.startedOn),
        ended_on: date(spec.endedOn),
        sales_close_at: times.salesCloseAt,
        draw_at: times.drawAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await context.record(organizationId, 'game-instance.created', {
      type: 'game-instance',
      id,
      label,
    });
    await provisionExtraDraws(context, organizationId, id, label, spec.extraDraws);
    return;
  }
  await provisionExtraDraws(context, organizationId, stored.id, label, spec.extraDraws);
  const changes = changedColumns(stored, {
    name: spec.name,
    description: spec.description,
    translations: toStoredTranslations(spec.translations),
  });
  if (!hasChanges(changes)) return;
  await trx
    .updateTable('game_instances')
    .set(withTranslationsJson(changes))
    .where('id', '=', stored.id)
    .execute();
  await context.record(organizationId, 'game-instance.updated', {
    type: 'game-instance',
    id: stored.id,
    label,
  });
}

/** Games and their instances; answers the id of the current game (the one marked current, or the only one). */
export async function provisionGames(
  context: ProvisioningContext,
  organizationId: string,
  games: GameSpec[],
): Promise<string | null> {
  let currentGameId: string | null = null;
  for (const spec of games) {
    const gameId = await provisionGame(context, organizationId, spec);
    for (const instance of spec.instances) {
      await provisionInstance(
        context,
        organizationId,
        gameId,
        spec.ticketPriceCents,
        instance,
        spec.schedule,
      );
    }
    if (spec.current || games.length === 1) currentGameId = gameId;
  }
  return currentGameId;
}
