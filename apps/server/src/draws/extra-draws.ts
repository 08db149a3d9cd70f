import type { ExtraDraw } from '@charity/domain/api/extra-draws';
import {
  extraDrawTimesProblem,
  extraPrizeCents,
  type ExtraPrize,
} from '@charity/domain/draws/extra-draw-rules';
import { sql, type Kysely } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { fieldProblem, HttpError, notFound } from '../errors/http-errors';
import { potTotalOf } from '../live-pot/pot-ledger';
import { yearIn } from '../lifecycle/zoned-time';
import { DrawRefusalCode } from '@charity/domain/draws/draw-refusal';
import { alreadyDrawn, notDrawable, paymentsPending } from './draw-errors';
import {
  drawAmongEntries,
  holderOfNumber,
  newCommittedSeed,
  paidEntriesSnapshot,
  snapshotNumbers,
  snapshotOf,
} from './draw-among-entries';
import { leftOutOf } from './eligible-entries';
import { keptEntries } from '@charity/domain/draws/eligibility';
import type { ExtraDrawsTable } from './extra-draw-tables';
import { conflict } from '../auth/auth-errors';
import type { Selectable } from 'kysely';
import type { TextTranslations } from '@charity/domain/setup/text-translations';
import type { Locale } from '../identity/pages/locale';
import { refusal } from '../refusals/refusal-catalogue';
import { instanceNameSql, storedNameIn } from '../translations/instance-name';
import { toStoredTranslations } from '../translations/stored-translations';

export type ExtraDrawRow = Selectable<ExtraDrawsTable>;

export interface NewExtraDraw {
  organizationId: string;
  instanceId: string;
  /** The organization file's key (null for one added by staff). */
  key: string | null;
  name: string;
  /** Its French name (`translations.fr.name`), as the file and the console give it. */
  translations?: TextTranslations;
  prize: ExtraPrize;
  cutoffAt: Date;
  drawAt: Date;
  actor: string;
}

export const verificationPath = (drawId: string) => `/api/draw/published/${drawId}`;

/** Adds an extra draw to an instance not drawn yet, with its own committed seed; audited. */
export async function createExtraDraw(db: Executor, input: NewExtraDraw): Promise<ExtraDrawRow> {
  const instance = await sql<{ status: string; sales_close_at: Date; draw_at: Date }>`
    select i.status, i.sales_close_at, i.draw_at from game_instances i
    join games g on g.id = i.game_id
    where i.id = ${input.instanceId} and g.organization_id = ${input.organizationId}
    for update of i`.execute(db);
  const found = instance.rows[0];
  if (!found) throw notFound(refusal('gameInstance.notFound', { id: input.instanceId }));
  if (!['Scheduled', 'Open', 'SalesClosed'].includes(found.status)) {
    throw conflict(`This game instance is ${found.status}: it cannot get an extra draw.`);
  }
  const problem = extraDrawTimesProblem(
    { cutoffAt: input.cutoffAt, drawAt: input.drawAt },
    { salesCloseAt: found.sales_close_at, drawAt: found.draw_at },
  );
  if (problem) throw fieldProblem('CutoffAt', problem);
  const { seed, commitment } = newCommittedSeed();
  const row = await db
    .insertInto('extra_draws')
    .values({
      organization_id: input.organizationId,
      game_instance_id: input.instanceId,
      key: input.key,
      name: input.name,
      ...(input.translations
        ? { translations: JSON.stringify(toStoredTranslations(input.translations)) }
        : {}),
      prize_kind: input.prize.kind,
      prize_amount_cents: input.prize.kind === 'Fixed' ? input.prize.amountCents : null,
      prize_share_percent: input.prize.kind === 'Share' ? input.prize.percent : null,
      cutoff_at: input.cutoffAt,
      draw_at: input.drawAt,
      secret_seed: seed,
      commitment,
      created_by: input.actor,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await appendAudit(db, {
    organizationId: input.organizationId,
    actor: input.actor,
    action: 'extra-draw.created',
    subjectType: 'extra-draw',
    subjectId: row.id,
    details: {
      instanceId: input.instanceId,
      name: input.name,
      prize: input.prize,
      cutoffAt: input.cutoffAt.toISOString(),
      drawAt: input.drawAt.toISOString(),
      commitment,
    },
  });
  return row;
}

export const prizeOf = (row: ExtraDrawRow): ExtraPrize =>
  row.prize_kind === 'Fixed'
    ? { kind: 'Fixed', amountCents: Number(row.prize_amount_cents) }
    : { kind: 'Share', percent: Number(row.prize_share_percent) };

export interface ExtraDrawRequest {
  extraDrawId: string;
  actor: string;
  /** scheduled: only once its draw time has come; manual: once its cut-off has passed. */
  mode: 'manual' | 'scheduled';
  organizationId?: string;
}

async function drawLocked(trx: Executor, request: ExtraDrawRequest): Promise<ExtraDrawRow> {
  const { rows } = await sql<
    ExtraDrawRow & { instance_status: string; time_zone: string; game_id: string }
  >`
    select x.*, i.status as instance_status, g.time_zone, g.id as game_id
    from extra_draws x join game_instances i on i.id = x.game_instance_id
    join games g on g.id = i.game_id
    where x.id = ${request.extraDrawId} for update of x`.execute(trx);
  const draw = rows[0];
  if (!draw || (request.organizationId && draw.organization_id !== request.organizationId)) {
    throw notFound(`Extra draw ${request.extraDrawId} does not exist.`);
  }
  if (draw.status === 'Drawn') throw alreadyDrawn();
  const now = new Date();
  if (draw.instance_status === 'Cancelled') throw notDrawable('Cancelled');
  if (request.mode === 'scheduled' && draw.draw_at > now) throw notDrawable('not due yet');
  if (draw.cutoff_at > now) {
    throw new HttpError(
      409,
      DrawRefusalCode.SalesStillOpen,
      'Entries are still taken for this extra draw: it can be drawn once its cut-off has passed.',
    );
  }
  const pending = await trx
    .selectFrom('instance_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('game_instance_id', '=', draw.game_instance_id)
    .where('paid', '=', false)
    .where('created_at', '<=', draw.cutoff_at)
    .executeTakeFirstOrThrow();
  if (Number(pending.n) > 0) throw paymentsPending(Number(pending.n));

  const leftOut = await leftOutOf(trx, {
    organizationId: draw.organization_id,
    instanceId: draw.game_instance_id,
    gameId: draw.game_id,
    at: now,
    cutoff: draw.cutoff_at,
  });
  const paid = await paidEntriesSnapshot(trx, draw.game_instance_id, draw.cutoff_at);
  const snapshot = snapshotOf(keptEntries(snapshotNumbers(paid), leftOut));
  const result = drawAmongEntries(draw.secret_seed, draw.id, snapshot);
  const winner =
    result.winningNumber === null
      ? null
      : await holderOfNumber(trx, draw.game_id, result.winningNumber);
  const pot = await sql<{ pot: number }>`select ${potTotalOf('i.id')} as pot
    from game_instances i where i.id = ${draw.game_instance_id}`.execute(trx);
  const potTotalCents = Number(pot.rows[0]?.pot ?? 0);
  const prizeCents = winner ? extraPrizeCents(prizeOf(draw), potTotalCents) : 0;
  const drawn = await trx
    .updateTable('extra_draws')
    .set({
      status: 'Drawn',
      seed: draw.secret_seed,
      entries: snapshot,
      entries_hash: result.entriesHash,
      entries_count: result.entriesCount,
      winning_number: result.winningNumber,
      winner_player_id: winner?.playerId ?? null,
      winner_display_name: winner?.displayName ?? null,
      pot_total_cents: potTotalCents,
      prize_cents: prizeCents,
      draw_year: yearIn(now, draw.time_zone),
      drawn_at: now,
      drawn_by: request.actor,
      left_out: JSON.stringify(leftOut),
    })
    .where('id', '=', draw.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await appendAudit(trx, {
    organizationId: draw.organization_id,
    actor: request.actor,
    action: 'extra-draw',
    subjectType: 'extra-draw',
    subjectId: draw.id,
    details: {
      mode: request.mode,
      instanceId: draw.game_instance_id,
      name: draw.name,
      winningNumber: result.winningNumber,
      winnerPlayerId: winner?.playerId ?? null,
      prizeCents,
      entriesCount: result.entriesCount,
      entriesHash: result.entriesHash,
      commitment: draw.commitment,
      leftOut,
    },
  });
  return drawn;
}

/**
 * Runs one extra draw in one transaction: lock its row (a concurrent request waits, then finds
 * it Drawn: 409), keep the paid entries up to its cut-off less those of players the
 * eligibility rule leaves out (published as left_out), draw among them with its own seed,
 * publish the seed and the result. Exactly once, on any number of processes.
 */
export function runExtraDraw(db: Kysely<Database>, request: ExtraDrawRequest) {
  return db.transaction().execute((trx) => drawLocked(trx, request));
}

/** An extra draw as staff read it, named in their language (its French name in French). */
export function toExtraDraw(row: ExtraDrawRow, locale: Locale = 'en'): ExtraDraw {
  const prize = prizeOf(row);
  return {
    Id: row.id,
    GameInstanceId: row.game_instance_id,
    Name: storedNameIn(row, locale),
    Prize:
      prize.kind === 'Fixed'
        ? { Kind: 'Fixed', Amount: prize.amountCents }
        : { Kind: 'Share', Percent: prize.percent },
    CutoffAt: row.cutoff_at.toISOString(),
    DrawAt: row.draw_at.toISOString(),
    Status: row.status,
    Commitment: row.commitment,
    Result: publishedResult(row),
  };
}

/** A drawn extra draw's or redraw's result as staff and players read it; null before. */
export function publishedResult(row: {
  id: string;
  status: string;
  drawn_at: Date | null;
  seed: string | null;
  winning_number: number | null;
  winner_display_name: string | null;
  prize_cents: number | string | bigint | null;
  entries_count: number | string | null;
  entries_hash: string | null;
}) {
  if (row.status !== 'Drawn' || !row.drawn_at || !row.seed) return null;
  return {
    WinningNumber: row.winning_number,
    WinnerDisplayName: row.winner_display_name,
    Prize: Number(row.prize_cents ?? 0),
    EntriesCount: Number(row.entries_count ?? 0),
    EntriesHash: row.entries_hash ?? '',
    Seed: row.seed,
    DrawnOn: row.drawn_at.toISOString(),
    VerificationUrl: verificationPath(row.id),
  };
}

/** The extra draws of an instance of this organization, by draw time. */
export function listExtraDraws(db: Executor, organizationId: string, instanceId: string) {
  return db
    .selectFrom('extra_draws')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('game_instance_id', '=', instanceId)
    .orderBy('draw_at')
    .orderBy('created_at')
    .execute();
}

/**
 * The game's extra draws the draw screen names beside its instance: those not run yet, of the
 * instance shown or of one already drawn (the main draw neither runs nor closes them: the
 * scheduler runs each at its own time), and those of the instance drawn last, run or not, so a
 * result stays where it was run. Never a cancelled instance's. By instance, then draw time.
 */
export async function extraDrawsBeside(
  db: Executor,
  game: { gameId: string; shownInstanceId: string; lastDrawnInstanceId: string | null },
  locale: Locale,
) {
  const rows = await db
    .selectFrom('extra_draws as x')
    .innerJoin('game_instances as i', 'i.id', 'x.game_instance_id')
    .selectAll('x')
    .select(instanceNameSql(locale, 'i.id', 'i.name').as('instance_name'))
    .where('i.game_id', '=', game.gameId)
    .where('i.status', 'in', ['Open', 'SalesClosed', 'Drawn'])
    .where((eb) =>
      eb.or([
        eb('x.status', '=', 'Scheduled'),
        ...(game.lastDrawnInstanceId
          ? [eb('x.game_instance_id', '=', game.lastDrawnInstanceId)]
          : []),
      ]),
    )
    .orderBy(sql`x.game_instance_id = ${game.shownInstanceId}`, 'desc')
    .orderBy('i.sequence', 'desc')
    .orderBy('x.draw_at')
    .orderBy('x.created_at')
    .execute();
  return rows.map(({ instance_name, ...row }) => ({
    ...toExtraDraw(row, locale),
    GameInstanceName: instance_name,
  }));
}
