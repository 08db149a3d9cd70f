import {
  claimStepRefusal,
  STEP_TO,
  type ClaimStep,
  type PaymentMethod,
  type UnclaimedOutcome,
} from '@charity/domain/prizes/claim';
import type { PrizeClaim } from '@charity/domain/prizes/claim-api';
import { zonedDay } from '@charity/domain/reports/zoned-timestamp';
import { sql, type Kysely } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import { conflict } from '../auth/auth-errors';
import type { Database } from '../db/database';
import type { Locale } from '../identity/pages/locale';
import type { Executor } from '../db/executor';
import { fieldProblem, notFound } from '../errors/http-errors';
import { refusal } from '../refusals/refusal-catalogue';
import { carryIntoNextPot } from './pot-carry';
import { findPrize, toPrizeClaim, type PrizeRow } from './prize-claims.repository';

export interface ClaimStepInput {
  organizationId: string;
  drawId: string;
  step: ClaimStep;
  /** The staff member's account id. */
  actor: string;
  note?: string | undefined;
  method?: PaymentMethod;
  /** The day it was paid (YYYY-MM-DD) in the game's time zone; today when left out. */
  paidOn?: string | undefined;
  reference?: string | undefined;
  outcome?: UnclaimedOutcome;
  /** The reader's language: the claim's draw is named in it. */
  locale?: Locale;
}

/** No prize for this id here: a draw of this organization without one (409), or none (404). */
async function noPrize(db: Executor, organizationId: string, drawId: string) {
  const { rows } = await sql<{ found: number }>`
    select 1 as found from game_instances i join games g on g.id = i.game_id
      where i.id = ${drawId} and g.organization_id = ${organizationId}
    union all
    select 1 from extra_draws x where x.id = ${drawId} and x.organization_id = ${organizationId}
    `.execute(db);
  return rows.length > 0
    ? conflict('This draw has no prize to claim: not drawn yet, no winner, or a prize of zero.')
    : notFound(`Draw ${drawId} does not exist.`);
}

/**
 * The prize's claim row, made on its first step (a main draw recorded as paid through the old
 * one-go `draw/prize-paid`, before claims, starts as paid), then locked: a second request for the same prize waits
 * for the first and finds the step taken.
 */
async function lockedClaim(db: Executor, organizationId: string, prize: PrizeRow) {
  const legacy = prize.status === null ? prize.legacy_paid_at : null;
  await db
    .insertInto('prize_claims')
    .values({
      organization_id: organizationId,
      draw_id: prize.draw_id,
      draw_kind: prize.kind,
      winning_number: prize.winning_number,
      prize_cents: Number(prize.prize_cents),
      deadline_at: prize.deadline_at,
      status: legacy ? 'Paid' : 'Open',
      contacted_at: legacy,
      identity_checked_at: legacy,
      paid_at: legacy,
    })
    .onConflict((oc) => oc.columns(['draw_id', 'winning_number']).doNothing())
    .execute();
  return db
    .selectFrom('prize_claims')
    .selectAll()
    .where('draw_id', '=', prize.draw_id)
    .where('winning_number', '=', prize.winning_number)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The day the prize was paid: given, or today in the game's zone; from its draw's day to today. */
function paidOnOf(input: ClaimStepInput, prize: PrizeRow, now: Date): string {
  const today = zonedDay(now.toISOString(), prize.time_zone);
  const paidOn = input.paidOn ?? today;
  if (paidOn > today) throw fieldProblem('PaidOn', refusal('prizeClaim.paidOnFuture', { today }));
  const drawnOn = zonedDay(new Date(prize.drawn_at).toISOString(), prize.time_zone);
  if (paidOn < drawnOn)
    throw fieldProblem('PaidOn', refusal('prizeClaim.paidOnBeforeDraw', { drawnOn }));
  return paidOn;
}

/**
 * "Redrawn" names the redraw that replaced this winner (committed or drawn): without one,
 * nothing was redrawn and the outcome is refused rather than recorded.
 */
async function replacingRedraw(trx: Executor, claim: { draw_id: string; winning_number: number }) {
  const redraw = await trx
    .selectFrom('redraws')
    .select('id')
    .where('draw_id', '=', claim.draw_id)
    .where('replaced_number', '=', claim.winning_number)
    .orderBy('sequence', 'desc')
    .executeTakeFirst();
  if (!redraw)
    throw conflict(
      'No redraw replaces this winner: commit a redraw of this draw (reason Unclaimed) first.',
    );
  return redraw.id;
}

/** The columns a step sets. */
function stepColumns(input: ClaimStepInput, prize: PrizeRow, now: Date, redrawId: string | null) {
  const status = STEP_TO[input.step];
  switch (input.step) {
    case 'contact':
      return { status, contacted_at: now, contacted_by: input.actor };
    case 'identity':
      return { status, identity_checked_at: now, identity_checked_by: input.actor };
    case 'pay':
      return {
        status,
        paid_at: now,
        paid_on: paidOnOf(input, prize, now),
        paid_by: input.actor,
        paid_method: input.method ?? null,
        paid_reference: input.reference ?? null,
      };
    case 'unclaimed':
      return {
        status,
        unclaimed_at: now,
        unclaimed_by: input.actor,
        unclaimed_outcome: input.outcome ?? 'PerRules',
        redraw_id: redrawId,
      };
  }
}

async function takeStepLocked(trx: Executor, input: ClaimStepInput): Promise<PrizeClaim> {
  const prize = await findPrize(trx, input.organizationId, input.drawId);
  if (!prize) throw await noPrize(trx, input.organizationId, input.drawId);
  const claim = await lockedClaim(trx, input.organizationId, prize);
  const now = new Date();
  const refusal = claimStepRefusal(claim.status, input.step, new Date(claim.deadline_at), now);
  if (refusal) throw conflict(refusal);
  const redrawId = input.outcome === 'Redrawn' ? await replacingRedraw(trx, claim) : null;
  const columns = stepColumns(input, prize, now, redrawId);
  await trx.updateTable('prize_claims').set(columns).where('id', '=', claim.id).execute();
  const carried =
    input.step === 'unclaimed' && input.outcome === 'AddedToNextPot'
      ? await carryIntoNextPot(trx, {
          organizationId: input.organizationId,
          claimId: claim.id,
          drawId: prize.draw_id,
          sourceInstanceId: prize.instance_id,
          amountCents: Number(prize.prize_cents),
          actor: input.actor,
        })
      : null;
  if (input.step === 'pay' && prize.kind === 'Main') {
    // The draws report and redraws read the main draw's own paid mark.
    await trx
      .updateTable('draws')
      .set({ prize_paid_at: now, prize_paid_by: input.actor })
      .where('game_instance_id', '=', prize.draw_id)
      .where('prize_paid_at', 'is', null)
      .execute();
  }
  await appendAudit(trx, {
    organizationId: input.organizationId,
    actor: input.actor,
    action: `prize-claim-${input.step}`,
    subjectType: 'prize-claim',
    subjectId: prize.draw_id,
    details: {
      before: { state: claim.status },
      after: {
        state: columns.status,
        ...stepDetails(input, columns),
        ...(carried ? { carriedTo: carried.instanceId, carriedCents: carried.amountCents } : {}),
      },
      kind: prize.kind,
      winningNumber: prize.winning_number,
      prizeCents: Number(prize.prize_cents),
      note: input.note || null,
    },
  });
  const after = await findPrize(trx, input.organizationId, input.drawId, input.locale);
  // Only a role that records claim steps takes one: it sees how to reach the winner.
  return toPrizeClaim(after ?? prize, 'contact');
}

function stepDetails(input: ClaimStepInput, columns: ReturnType<typeof stepColumns>) {
  if (input.step === 'pay' && 'paid_on' in columns)
    return {
      method: columns.paid_method,
      paidOn: columns.paid_on,
      reference: columns.paid_reference,
    };
  if (input.step === 'unclaimed' && 'unclaimed_outcome' in columns)
    return { outcome: columns.unclaimed_outcome };
  return {};
}

/** One step of a prize's claim, in order, once; audited with the state before and after. */
export function takeClaimStep(db: Kysely<Database>, input: ClaimStepInput): Promise<PrizeClaim> {
  return db.transaction().execute((trx) => takeStepLocked(trx, input));
}

/**
 * `draw/prize-paid` (kept for its callers): pays a prize whose winner was contacted and whose
 * identity was checked, through the claim's own pay step (method unknown), audited as the
 * claim's. Without those steps it refuses and changes nothing. Null when there is no prize.
 */
export async function payCheckedClaim(
  trx: Executor,
  organizationId: string,
  drawId: string,
  actor: string,
): Promise<PrizeClaim | null> {
  const prize = await findPrize(trx, organizationId, drawId);
  if (!prize) return null;
  // Lock the claim row when there is one; without one, nothing was contacted or checked.
  const claim = await trx
    .selectFrom('prize_claims')
    .select('status')
    .where('draw_id', '=', prize.draw_id)
    .where('winning_number', '=', prize.winning_number)
    .forUpdate()
    .executeTakeFirst();
  const status = claim?.status ?? (prize.legacy_paid_at ? 'Paid' : 'Open');
  if (status === 'Paid') throw conflict('This prize is already recorded as paid');
  if (status === 'Unclaimed')
    throw conflict('This prize was declared unclaimed: its claim is closed.');
  if (status !== 'IdentityChecked') throw conflict(refusal('prizePaid.stepsFirst'));
  return takeStepLocked(trx, { organizationId, drawId, step: 'pay', actor });
}
