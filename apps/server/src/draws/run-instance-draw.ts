import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import { sql, type Kysely, type Selectable } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import { instanceSales, potTotalOf } from '../live-pot/pot-ledger';
import { yearIn } from '../lifecycle/zoned-time';
import { alreadyDrawn, notDrawable, paymentsPending, salesStillOpen } from './draw-errors';
import { selectWinner } from './draw-selection';
import type { DrawsTable } from './draw-tables';
import { leftOutNumbers, leftOutOf } from './eligible-entries';
import { ensureSeed, readSeed } from './seed-store';
import { refusal } from '../refusals/refusal-catalogue';

export interface DrawRequest {
  instanceId: string;
  /** Who asked: an account id for a manual draw, `scheduler` for the job. */
  actor: string;
  /** manual: may close sales first; scheduled: only once draw_at has come. */
  mode: 'manual' | 'scheduled';
  /** When given, the instance must belong to this organization (else 404). */
  organizationId?: string;
}

export type DrawRow = Selectable<DrawsTable>;

interface LockedInstance {
  id: string;
  name: string;
  status: string;
  game_id: string;
  organization_id: string;
  game_type: number;
  number_range_max: number;
  ticket_price_cents: number;
  winner_share_percent: number;
  manual_draw: boolean;
  time_zone: string;
  jackpot_cents: number;
  seed_commitment: string | null;
  sales_close_at: Date;
  draw_at: Date;
}

/** The instance row, locked: every other draw of it waits here, then finds it Drawn. */
async function lockInstance(trx: Executor, instanceId: string) {
  const { rows } = await sql<LockedInstance>`
    select i.id, i.name, i.status, i.game_id, g.organization_id, g.game_type,
      g.number_range_max, i.ticket_price_cents, g.winner_share_percent, g.manual_draw,
      g.time_zone, i.jackpot_cents, i.seed_commitment, i.sales_close_at,
      i.draw_at
    from game_instances i join games g on g.id = i.game_id
    where i.id = ${instanceId} for update of i`.execute(trx);
  return rows[0];
}

/**
 * The instance's real times once drawn at `now`: an early (manual) run closes sales and draws
 * now, not at the times scheduled, so the next instance may open at once and every report
 * reads the real period. A draw on time (or late) keeps its times.
 */
function ranAt(instance: LockedInstance, now: Date) {
  const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
  const salesCloseAt = earlier(instance.sales_close_at, now);
  // Never before sales close (the table's check), even on a database clock a little ahead.
  const floor = salesCloseAt.getTime() > now.getTime() ? salesCloseAt : now;
  return { salesCloseAt, drawAt: earlier(instance.draw_at, floor) };
}

/** The scheduled times an early run replaced, as the audit log's before and after. */
function timeChanges(instance: LockedInstance, times: ReturnType<typeof ranAt>) {
  const changes: Record<string, { before: string; after: string }> = {
    drawAt: { before: instance.draw_at.toISOString(), after: times.drawAt.toISOString() },
  };
  if (times.salesCloseAt < instance.sales_close_at) {
    changes.salesCloseAt = {
      before: instance.sales_close_at.toISOString(),
      after: times.salesCloseAt.toISOString(),
    };
  }
  return changes;
}

/** Decides whether this request may draw now; closes sales first where the rules allow it. */
async function admit(trx: Executor, instance: LockedInstance, request: DrawRequest, now: Date) {
  if (instance.status === GameInstanceStatus.Drawn) throw alreadyDrawn();
  if (request.mode === 'scheduled' && instance.draw_at > now) throw notDrawable('not due yet');
  if (instance.status === GameInstanceStatus.Open) {
    const closed = instance.sales_close_at <= now;
    if (!closed && !(request.mode === 'manual' && instance.manual_draw)) throw salesStillOpen();
    await trx
      .updateTable('game_instances')
      .set({
        status: GameInstanceStatus.SalesClosed,
        sales_close_at: ranAt(instance, now).salesCloseAt,
      })
      .where('id', '=', instance.id)
      .execute();
  } else if (instance.status !== GameInstanceStatus.SalesClosed) {
    throw notDrawable(instance.status);
  }
  const pending = await trx
    .selectFrom('instance_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('game_instance_id', '=', instance.id)
    .where('paid', '=', false)
    .executeTakeFirstOrThrow();
  if (Number(pending.n) > 0) throw paymentsPending(Number(pending.n));
}

async function drawLocked(trx: Executor, request: DrawRequest): Promise<DrawRow> {
  const instance = await lockInstance(trx, request.instanceId);
  if (
    !instance ||
    (request.organizationId && instance.organization_id !== request.organizationId)
  ) {
    throw notFound(refusal('gameInstance.notFound', { id: request.instanceId }));
  }
  const now = new Date();
  await admit(trx, instance, request, now);
  // The exact pot at sales close, read after the lock (a statement of its own, so that it sees
  // every payment that committed while this draw waited for the instance row).
  const { rows } = await sql<{ pot: number }>`select ${potTotalOf('i.id')} as pot
    from game_instances i where i.id = ${instance.id}`.execute(trx);
  const potTotalCents = Number(rows[0]?.pot ?? 0);
  const salesCents = await instanceSales(trx, instance.id);
  const commitment = instance.seed_commitment ?? (await ensureSeed(trx, instance.id));
  const seed = await readSeed(trx, instance.id);
  // After the lock, like the pot: an exclusion that committed while this draw waited counts.
  const leftOut = await leftOutOf(trx, {
    organizationId: instance.organization_id,
    instanceId: instance.id,
    gameId: instance.game_id,
    at: now,
  });
  const selection = await selectWinner(trx, {
    instanceId: instance.id,
    gameType: instance.game_type,
    rangeMax: instance.number_range_max,
    seed,
    ticketPriceCents: Number(instance.ticket_price_cents),
    winnerSharePercent: instance.winner_share_percent,
    jackpotCents: Number(instance.jackpot_cents),
    potTotalCents,
    ...(salesCents === undefined ? {} : { salesCents }),
    leftOut: leftOutNumbers(leftOut),
  });
  const row = await trx
    .insertInto('draws')
    .values({
      game_instance_id: instance.id,
      organization_id: instance.organization_id,
      game_id: instance.game_id,
      game_type: instance.game_type,
      instance_name: instance.name,
      range_max: instance.number_range_max,
      commitment,
      seed,
      entries_hash: selection.entriesHash,
      entries_count: selection.entriesCount,
      winning_number: selection.winningNumber,
      outcome: selection.outcome,
      winner_player_id: selection.winner?.playerId ?? null,
      winner_display_name: selection.winner?.displayName ?? null,
      sales_cents: selection.salesCents,
      jackpot_cents: Number(instance.jackpot_cents),
      pot_total_cents: potTotalCents,
      prize_cents: selection.prizeCents,
      rollover_cents: selection.rolloverCents,
      charity_cents: selection.charityCents,
      draw_year: yearIn(now, instance.time_zone),
      drawn_at: now,
      drawn_by: request.actor,
      left_out: JSON.stringify(leftOut),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const times = ranAt(instance, now);
  await trx
    .updateTable('game_instances')
    .set({
      status: GameInstanceStatus.Drawn,
      ended_on: now,
      sales_close_at: times.salesCloseAt,
      draw_at: times.drawAt,
    })
    .where('id', '=', instance.id)
    .execute();
  await appendAudit(trx, {
    organizationId: instance.organization_id,
    actor: request.actor,
    action: 'draw',
    subjectType: 'game-instance',
    subjectId: instance.id,
    details: {
      mode: request.mode,
      winningNumber: selection.winningNumber,
      outcome: selection.outcome,
      winnerPlayerId: selection.winner?.playerId ?? null,
      prizeCents: selection.prizeCents,
      rolloverCents: selection.rolloverCents,
      entriesCount: selection.entriesCount,
      entriesHash: selection.entriesHash,
      commitment,
      leftOut,
      ...(times.drawAt < instance.draw_at
        ? { early: true, changes: timeChanges(instance, times) }
        : {}),
    },
  });
  return row;
}

/**
 * Runs the draw of one instance in one transaction: lock, admit, stream the paid entries
 * through the entries hash, select, store, mark Drawn, audit, commit. Exactly once: a
 * concurrent or later request gets 409 "This draw has already been run".
 */
export function runInstanceDraw(db: Kysely<Database>, request: DrawRequest): Promise<DrawRow> {
  return db.transaction().execute((trx) => drawLocked(trx, request));
}
