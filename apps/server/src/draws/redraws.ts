import type { CommitRedraw, Redraw } from '@charity/domain/api/redraws';
import { redrawReasonSchema } from '@charity/domain/api/redraws';
import { keptEntries } from '@charity/domain/draws/eligibility';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import { conflict } from '../auth/auth-errors';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { fieldProblem, notFound } from '../errors/http-errors';
import { closeReplacedClaim } from '../prizes/redrawn-claim';
import { yearIn } from '../lifecycle/zoned-time';
import { alreadyDrawn } from './draw-errors';
import {
  drawAmongEntries,
  holderOfNumber,
  newCommittedSeed,
  snapshotNumbers,
  snapshotOf,
} from './draw-among-entries';
import type { RedrawsTable } from './extra-draw-tables';
import { publishedResult } from './extra-draws';
import { leftOutOf } from './eligible-entries';
import { baseEntries, findRedrawTarget, type RedrawTarget } from './redraw-target';

export type RedrawRow = Selectable<RedrawsTable>;

const DAY_MS = 86_400_000;

export function redrawsOf(db: Executor, drawId: string) {
  return db
    .selectFrom('redraws')
    .selectAll()
    .where('draw_id', '=', drawId)
    .orderBy('sequence')
    .execute();
}

/** The result a new redraw replaces: the last drawn redraw's, or the draw's own. */
function currentResult(target: RedrawTarget, redraws: RedrawRow[]) {
  const last = redraws.filter((redraw) => redraw.status === 'Drawn').at(-1);
  return last
    ? {
        number: last.winning_number,
        playerId: last.winner_player_id,
        drawnAt: last.drawn_at ?? target.drawnAt,
      }
    : { number: target.winningNumber, playerId: target.winnerPlayerId, drawnAt: target.drawnAt };
}

async function isSelfExcluded(db: Executor, target: RedrawTarget, playerId: string, drawnAt: Date) {
  const found = await db
    .selectFrom('self_exclusions')
    .select('id')
    .where('organization_id', '=', target.organizationId)
    .where('player_id', '=', playerId)
    .where('starts_at', '<=', new Date())
    .where('ends_at', '>', drawnAt)
    .executeTakeFirst();
  return found !== undefined;
}

/** Refuses, with nothing written, every redraw the rules do not allow (see commitRedraw). */
async function admit(
  db: Executor,
  target: RedrawTarget,
  redraws: RedrawRow[],
  request: CommitRedraw,
) {
  if (redraws.some((redraw) => redraw.status === 'Committed')) {
    throw conflict('A redraw of this draw is committed and not drawn yet: run it first.');
  }
  const current = currentResult(target, redraws);
  if (current.number === null || current.playerId === null) {
    throw conflict('This draw has no winner to replace.');
  }
  if (target.prizePaid) {
    throw conflict('This prize is already recorded as paid: it cannot be redrawn.');
  }
  const earlier = new Set(redraws.flatMap((redraw) => redraw.excluded_entries));
  for (const entry of request.ExcludedEntries) {
    if (earlier.has(entry)) {
      throw conflict(`Entry ${entry} was already excluded by an earlier redraw of this draw.`);
    }
  }
  if (!request.ExcludedEntries.includes(current.number)) {
    throw fieldProblem(
      'ExcludedEntries',
      `The excluded entries must include the winning number ${current.number}.`,
    );
  }
  const base = new Set(snapshotNumbers(await baseEntries(db, target)));
  const stranger = request.ExcludedEntries.find((entry) => !base.has(entry));
  if (stranger !== undefined) {
    throw fieldProblem('ExcludedEntries', `Entry ${stranger} is not in this draw's entry list.`);
  }
  if (
    request.Reason === 'SelfExcluded' &&
    !(await isSelfExcluded(db, target, current.playerId, current.drawnAt))
  ) {
    throw conflict('The winner is not self-excluded from this organization: give another reason.');
  }
  if (request.Reason === 'Unclaimed') {
    const deadline = new Date(current.drawnAt.getTime() + target.claimDays * DAY_MS);
    if (deadline > new Date()) {
      throw conflict(
        `The winner has until ${deadline.toISOString()} to claim the prize: it is not unclaimed yet.`,
      );
    }
  }
  return current.number;
}

/**
 * Step 1 of a redraw: checks it (a reason, a drawn winner to replace, the winning number among
 * the excluded entries, each entry in the drawn list and not excluded before, the prize not
 * paid, a self-excluded winner for SelfExcluded, a passed claim deadline for Unclaimed), then
 * commits a new seed and publishes its SHA-256. The draw's row is locked meanwhile, so a
 * second request for the same draw waits and is refused.
 */
export function commitRedraw(db: Kysely<Database>, request: CommitRedraw, actor: string) {
  return db.transaction().execute(async (trx) => {
    const target = await findRedrawTarget(trx, request.OrganizationId, request.DrawId, true);
    const redraws = await redrawsOf(trx, target.id);
    const excluded = [...new Set(request.ExcludedEntries)].sort((a, b) => a - b);
    const replaced = await admit(trx, target, redraws, { ...request, ExcludedEntries: excluded });
    const { seed, commitment } = newCommittedSeed();
    const row = await trx
      .insertInto('redraws')
      .values({
        organization_id: target.organizationId,
        game_instance_id: target.instanceId,
        draw_id: target.id,
        draw_kind: target.kind,
        sequence: redraws.length + 1,
        reason: request.Reason,
        note: request.Note || null,
        excluded_entries: excluded,
        replaced_number: replaced,
        prize_cents: target.prizeCents,
        secret_seed: seed,
        commitment,
        committed_by: actor,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      organizationId: target.organizationId,
      actor,
      action: 'redraw.committed',
      subjectType: target.kind === 'Main' ? 'game-instance' : 'extra-draw',
      subjectId: target.id,
      details: {
        redrawId: row.id,
        sequence: row.sequence,
        reason: request.Reason,
        note: row.note,
        excludedEntries: excluded,
        replacedNumber: replaced,
        commitment,
      },
    });
    return row;
  });
}

/** Every entry left out of the draw's list up to this redraw (earlier redraws' included). */
export function excludedUpTo(redraws: RedrawRow[], sequence: number): number[] {
  return redraws
    .filter((redraw) => redraw.sequence <= sequence)
    .flatMap((redraw) => redraw.excluded_entries)
    .sort((a, b) => a - b);
}

/** The winners a redraw replaces: the draw's own and those of the redraws before it. */
function replacedWinners(target: RedrawTarget, redraws: RedrawRow[], sequence: number) {
  const winners = redraws
    .filter((redraw) => redraw.sequence < sequence && redraw.status === 'Drawn')
    .map((redraw) => redraw.winner_player_id);
  return [target.winnerPlayerId, ...winners].filter((id): id is string => id !== null);
}

/**
 * Step 2: draws a committed redraw among the draw's entries less every excluded one and every
 * entry the eligibility rule leaves out (published as left_out), with the committed seed, and
 * publishes seed and result. Exactly once (row lock, then status).
 */
export function runRedraw(
  db: Kysely<Database>,
  request: { organizationId: string; redrawId: string },
  actor: string,
) {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<RedrawRow>`select * from redraws
      where id = ${request.redrawId} and organization_id = ${request.organizationId}
      for update`.execute(trx);
    const redraw = rows[0];
    if (!redraw) throw notFound(`Redraw ${request.redrawId} does not exist.`);
    if (redraw.status === 'Drawn') throw alreadyDrawn();
    const target = await findRedrawTarget(trx, redraw.organization_id, redraw.draw_id);
    const all = await redrawsOf(trx, redraw.draw_id);
    const left = new Set(excludedUpTo(all, redraw.sequence));
    const remaining = snapshotNumbers(await baseEntries(trx, target)).filter((n) => !left.has(n));
    const now = new Date();
    // Every entry of an ineligible player, not only the number that won: the winners this
    // redraw and the earlier ones replace, and whoever is excluded now.
    const among = new Set(remaining);
    const leftOut = (
      await leftOutOf(trx, {
        organizationId: target.organizationId,
        instanceId: target.instanceId,
        gameId: target.gameId,
        at: now,
        replacedWinners: replacedWinners(target, all, redraw.sequence),
      })
    ).filter((item) => among.has(item.entry));
    const snapshot = snapshotOf(keptEntries(remaining, leftOut));
    const result = drawAmongEntries(redraw.secret_seed, redraw.id, snapshot);
    const winner =
      result.winningNumber === null
        ? null
        : await holderOfNumber(trx, target.gameId, result.winningNumber);
    const drawn = await trx
      .updateTable('redraws')
      .set({
        status: 'Drawn',
        seed: redraw.secret_seed,
        entries: snapshot,
        entries_hash: result.entriesHash,
        entries_count: result.entriesCount,
        winning_number: result.winningNumber,
        winner_player_id: winner?.playerId ?? null,
        winner_display_name: winner?.displayName ?? null,
        draw_year: yearIn(now, target.timeZone),
        drawn_at: now,
        drawn_by: actor,
        left_out: JSON.stringify(leftOut),
      })
      .where('id', '=', redraw.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      organizationId: redraw.organization_id,
      actor,
      action: 'redraw',
      subjectType: target.kind === 'Main' ? 'game-instance' : 'extra-draw',
      subjectId: target.id,
      details: {
        redrawId: redraw.id,
        reason: redraw.reason,
        winningNumber: result.winningNumber,
        winnerPlayerId: winner?.playerId ?? null,
        entriesCount: result.entriesCount,
        entriesHash: result.entriesHash,
        commitment: redraw.commitment,
        leftOut,
      },
    });
    await closeReplacedClaim(trx, redraw, actor, now);
    return { redraw: drawn, target };
  });
}

export function toRedraw(row: RedrawRow): Redraw {
  return {
    Id: row.id,
    DrawId: row.draw_id,
    Sequence: row.sequence,
    Reason: redrawReasonSchema.parse(row.reason),
    Note: row.note,
    ExcludedEntries: row.excluded_entries,
    ReplacedNumber: row.replaced_number,
    Commitment: row.commitment,
    CommittedAt: new Date(row.committed_at).toISOString(),
    Status: row.status,
    Result: publishedResult(row),
  };
}
