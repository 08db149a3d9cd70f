import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { Locale } from '../identity/pages/locale';
import { instanceNameSql } from '../translations/instance-name';
import { localized } from '../translations/localized-sql';
import { conflict } from '../auth/auth-errors';
import { notFound } from '../errors/http-errors';
import { keptEntries } from '@charity/domain/draws/eligibility';
import {
  paidEntriesSnapshot,
  snapshotNumbers,
  snapshotOf,
  toBuffer,
  type EntriesSnapshot,
} from './draw-among-entries';

/** A drawn main draw (id = its instance) or extra draw, as a redraw replaces its winner. */
export interface RedrawTarget {
  id: string;
  kind: 'Main' | 'Extra';
  organizationId: string;
  instanceId: string;
  gameId: string;
  gameType: number;
  rangeMax: number;
  name: string;
  winningNumber: number | null;
  winnerPlayerId: string | null;
  winnerDisplayName: string | null;
  prizeCents: number;
  drawnAt: Date;
  prizePaid: boolean;
  timeZone: string;
  claimDays: number;
}

interface TargetRow {
  id: string;
  organization_id: string;
  instance_id: string;
  game_id: string;
  game_type: number;
  range_max: number;
  name: string;
  winning_number: number | null;
  winner_player_id: string | null;
  winner_display_name: string | null;
  prize_cents: string | number | null;
  drawn_at: Date | null;
  prize_paid: boolean;
  time_zone: string;
  claim_days: number;
}

const toTarget = (row: TargetRow, kind: RedrawTarget['kind']): RedrawTarget => ({
  id: row.id,
  kind,
  organizationId: row.organization_id,
  instanceId: row.instance_id,
  gameId: row.game_id,
  gameType: row.game_type,
  rangeMax: row.range_max,
  name: row.name,
  winningNumber: row.winning_number,
  winnerPlayerId: row.winner_player_id,
  winnerDisplayName: row.winner_display_name,
  prizeCents: Number(row.prize_cents ?? 0),
  drawnAt: new Date(row.drawn_at ?? 0),
  prizePaid: row.prize_paid,
  timeZone: row.time_zone,
  claimDays: row.claim_days,
});

/**
 * The draw a redraw is about, in this organization (another's is 404), locked when asked so
 * that two redraw requests for it run one after the other. Not drawn yet: 409.
 */
export async function findRedrawTarget(
  db: Executor,
  organizationId: string,
  drawId: string,
  lock = false,
  locale: Locale = 'en',
): Promise<RedrawTarget> {
  const forUpdate = lock ? sql`for update of d` : sql``;
  const main = await sql<TargetRow>`
    select d.game_instance_id as id, d.organization_id, d.game_instance_id as instance_id,
      d.game_id, d.game_type, d.range_max,
      ${instanceNameSql(locale, 'd.game_instance_id', 'd.instance_name')} as name, d.winning_number,
      d.winner_player_id, d.winner_display_name, d.prize_cents, d.drawn_at,
      d.prize_paid_at is not null as prize_paid, g.time_zone, o.prize_claim_days as claim_days
    from draws d join games g on g.id = d.game_id join organizations o on o.id = d.organization_id
    where d.game_instance_id = ${drawId} and d.organization_id = ${organizationId}
    ${forUpdate}`.execute(db);
  if (main.rows[0]) return toTarget(main.rows[0], 'Main');
  const extra = await sql<TargetRow & { status: string }>`
    select d.id, d.organization_id, d.game_instance_id as instance_id, g.id as game_id,
      g.game_type, g.number_range_max as range_max,
      ${instanceNameSql(locale, 'i.id', 'i.name')} || ' — ' ||
        ${localized(locale, 'd', 'name')} as name,
      d.winning_number, d.winner_player_id, d.winner_display_name, d.prize_cents, d.drawn_at,
      exists (select 1 from prize_claims c where c.draw_id = d.id and c.status = 'Paid')
        as prize_paid, g.time_zone, o.prize_claim_days as claim_days, d.status
    from extra_draws d join game_instances i on i.id = d.game_instance_id
    join games g on g.id = i.game_id join organizations o on o.id = d.organization_id
    where d.id = ${drawId} and d.organization_id = ${organizationId}
    ${forUpdate}`.execute(db);
  const row = extra.rows[0];
  if (row && row.status === 'Drawn') return toTarget(row, 'Extra');
  if (row) throw conflict('This extra draw has not been drawn yet: there is no winner to replace.');
  const instance = await db
    .selectFrom('game_instances as i')
    .innerJoin('games as g', 'g.id', 'i.game_id')
    .select('i.id')
    .where('i.id', '=', drawId)
    .where('g.organization_id', '=', organizationId)
    .executeTakeFirst();
  if (instance)
    throw conflict('This game instance has not been drawn yet: there is no winner to replace.');
  throw notFound(`Draw ${drawId} does not exist.`);
}

/**
 * The entry list the draw was drawn from, as published (never changed after the draw): a main
 * draw's paid entries less those it left out, an extra draw's kept snapshot.
 */
export async function baseEntries(db: Executor, target: RedrawTarget): Promise<EntriesSnapshot> {
  if (target.kind === 'Main') {
    const draw = await db
      .selectFrom('draws')
      .select('left_out')
      .where('game_instance_id', '=', target.instanceId)
      .executeTakeFirstOrThrow();
    const kept = keptEntries(
      snapshotNumbers(await paidEntriesSnapshot(db, target.instanceId, null)),
      draw.left_out,
    );
    return snapshotOf(kept);
  }
  const row = await db
    .selectFrom('extra_draws')
    .select('entries')
    .where('id', '=', target.id)
    .executeTakeFirstOrThrow();
  return toBuffer(row.entries);
}
