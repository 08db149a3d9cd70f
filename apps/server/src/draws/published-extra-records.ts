import type { PublishedDrawRecord } from '@charity/domain/api/draw';
import { redrawReasonSchema } from '@charity/domain/api/redraws';
import type { LeftOutEntry } from '@charity/domain/draws/eligibility';
import { GameType } from '@charity/domain/game-type';
import type { Executor } from '../db/executor';
import { toBuffer, type EntriesSnapshot } from './draw-among-entries';
import { verificationPath } from './extra-draws';
import { excludedUpTo, redrawsOf } from './redraws';

const entriesUrl = (drawId: string) => `/api/draw/published/${drawId}/entries.txt`;
const gameTypeOf = (value: number) =>
  value === GameType.GoldRush ? GameType.GoldRush : GameType.ProgressiveFiftyFifty;

/** The columns every committed draw (extra draw or redraw) publishes the same way. */
interface CommittedRow {
  id: string;
  status: string;
  commitment: string;
  seed: string | null;
  entries_hash: string | null;
  entries_count: number | null;
  winning_number: number | null;
  drawn_at: Date | null;
  game_type: number;
  number_range_max: number;
  time_zone: string;
  left_out: LeftOutEntry[];
}

/** A draw's commitment, and once drawn its seed, entry list and result. */
function committedFields(row: CommittedRow) {
  const drawn = row.status === 'Drawn';
  return {
    instanceId: row.id,
    gameType: gameTypeOf(row.game_type),
    rangeMax: row.number_range_max,
    status: row.status,
    drawn,
    commitment: row.commitment,
    seed: drawn ? row.seed : null,
    entriesHash: row.entries_hash,
    entriesCount: row.entries_count,
    entriesUrl: drawn ? entriesUrl(row.id) : null,
    winningNumber: row.winning_number,
    drawnAt: row.drawn_at?.toISOString() ?? null,
    timeZone: row.time_zone,
    leftOut: drawn ? row.left_out : null,
  };
}

const redrawLink = (redraw: { id: string; reason: unknown; status: string }) => ({
  id: redraw.id,
  reason: redrawReasonSchema.parse(redraw.reason),
  drawn: redraw.status === 'Drawn',
  url: verificationPath(redraw.id),
});

/** What hangs off a draw (main or extra): its redraws in order, and a main draw's extra draws. */
export async function linkedDraws(db: Executor, drawId: string, instanceId: string | null) {
  const redraws = (await redrawsOf(db, drawId)).map(redrawLink);
  if (!instanceId) return { redraws };
  const extras = await db
    .selectFrom('extra_draws')
    .select(['id', 'name', 'status'])
    .where('game_instance_id', '=', instanceId)
    .orderBy('draw_at')
    .execute();
  return {
    redraws,
    extraDraws: extras.map((extra) => ({
      id: extra.id,
      name: extra.name,
      drawn: extra.status === 'Drawn',
      url: verificationPath(extra.id),
    })),
  };
}

async function extraRecord(db: Executor, id: string): Promise<PublishedDrawRecord | null> {
  const row = await db
    .selectFrom('extra_draws as x')
    .innerJoin('game_instances as i', 'i.id', 'x.game_instance_id')
    .innerJoin('games as g', 'g.id', 'i.game_id')
    .select([
      'x.id',
      'x.name',
      'x.status',
      'x.commitment',
      'x.seed',
      'x.entries_hash',
      'x.entries_count',
      'x.winning_number',
      'x.drawn_at',
      'x.cutoff_at',
      'x.left_out',
      'i.name as instance_name',
      'g.game_type',
      'g.number_range_max',
      'g.time_zone',
    ])
    .where('x.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...committedFields(row),
    instanceName: `${row.instance_name} — ${row.name}`,
    kind: 'Extra',
    pick: 'entries',
    prizeName: row.name,
    cutoffAt: row.cutoff_at.toISOString(),
    ...(await linkedDraws(db, row.id, null)),
  };
}

async function redrawRecord(db: Executor, id: string): Promise<PublishedDrawRecord | null> {
  const row = await db
    .selectFrom('redraws as r')
    .innerJoin('game_instances as i', 'i.id', 'r.game_instance_id')
    .innerJoin('games as g', 'g.id', 'i.game_id')
    .leftJoin('extra_draws as x', 'x.id', 'r.draw_id')
    .selectAll('r')
    .select([
      'i.name as instance_name',
      'x.name as extra_name',
      'g.game_type',
      'g.number_range_max',
      'g.time_zone',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const all = await redrawsOf(db, row.draw_id);
  const later = all.filter((redraw) => redraw.sequence > row.sequence);
  const name = row.extra_name ? `${row.instance_name} — ${row.extra_name}` : row.instance_name;
  return {
    ...committedFields(row),
    instanceName: `${name} (redraw ${row.sequence})`,
    kind: 'Redraw',
    pick: 'entries',
    prizeName: row.extra_name,
    redrawOf: {
      drawId: row.draw_id,
      reason: redrawReasonSchema.parse(row.reason),
      replacedNumber: row.replaced_number,
      excludedEntries: excludedUpTo(all, row.sequence),
      baseEntriesUrl: entriesUrl(row.draw_id),
    },
    redraws: later.map(redrawLink),
  };
}

/** The public record of an extra draw or a redraw by its id (null: neither). */
export async function findExtraRecord(db: Executor, id: string) {
  return (await extraRecord(db, id)) ?? (await redrawRecord(db, id));
}

/** The kept entry list of a drawn extra draw or redraw (null: none published under this id). */
export async function findPublishedSnapshot(
  db: Executor,
  id: string,
): Promise<EntriesSnapshot | null> {
  const extra = await db
    .selectFrom('extra_draws')
    .select('entries')
    .where('id', '=', id)
    .where('status', '=', 'Drawn')
    .executeTakeFirst();
  if (extra) return toBuffer(extra.entries);
  const redraw = await db
    .selectFrom('redraws')
    .select('entries')
    .where('id', '=', id)
    .where('status', '=', 'Drawn')
    .executeTakeFirst();
  return redraw ? toBuffer(redraw.entries) : null;
}
