import { sql } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import { conflict } from '../auth/auth-errors';
import type { Executor } from '../db/executor';
import './pot-carry-tables';

/** A draw's pot that can still take money: not drawn, not cancelled. */
const ACTIVE = sql`('Scheduled', 'Open', 'SalesClosed')`;

export interface CarriedTo {
  instanceId: string;
  instanceName: string;
  amountCents: number;
}

interface Target {
  id: string;
  name: string;
}

/** Adds money to an instance's jackpot and its folded pot (the pot trigger announces it). */
async function addToPot(trx: Executor, instanceId: string, cents: number): Promise<void> {
  await sql`update game_instances set jackpot_cents = jackpot_cents + ${cents},
      pot_total_cents = pot_total_cents + ${cents}
    where id = ${instanceId}`.execute(trx);
}

/**
 * The next draw of the same game after `sourceInstanceId` that is not drawn or cancelled,
 * locked: a draw of it waits for this transaction (or this one waits for the draw, then finds
 * it drawn and not a target any more).
 */
async function lockNextDraw(trx: Executor, sourceInstanceId: string): Promise<Target | undefined> {
  const { rows } = await sql<Target>`
    select i.id, i.name from game_instances i
    join game_instances s on s.id = ${sourceInstanceId} and s.game_id = i.game_id
    where i.sequence > s.sequence and i.status in ${ACTIVE}
    order by i.sequence limit 1
    for update of i`.execute(trx);
  return rows[0];
}

export interface CarryInput {
  organizationId: string;
  claimId: string;
  drawId: string;
  /** The instance the prize was won in (a main draw's own, an extra draw's). */
  sourceInstanceId: string;
  amountCents: number;
  actor: string;
}

/**
 * "Added to the next pot": the unclaimed prize joins the pot of the game's next draw, in the
 * caller's transaction. Once per claim (pot_carry_ins.prize_claim_id is unique); refused (409)
 * when the game has no later draw open or scheduled, so nothing is recorded that did not happen.
 */
export async function carryIntoNextPot(trx: Executor, input: CarryInput): Promise<CarriedTo> {
  const target = await lockNextDraw(trx, input.sourceInstanceId);
  if (!target) {
    throw conflict(
      'This game has no later draw open or scheduled to carry the prize into: ' +
        'open the next draw first, then declare the prize unclaimed.',
    );
  }
  await trx
    .insertInto('pot_carry_ins')
    .values({
      organization_id: input.organizationId,
      prize_claim_id: input.claimId,
      source_draw_id: input.drawId,
      source_instance_id: input.sourceInstanceId,
      target_instance_id: target.id,
      amount_cents: input.amountCents,
      carried_by: input.actor,
    })
    .execute();
  await addToPot(trx, target.id, input.amountCents);
  await appendAudit(trx, {
    organizationId: input.organizationId,
    actor: input.actor,
    action: 'pot.carried-in',
    subjectType: 'game-instance',
    subjectId: target.id,
    details: {
      claimId: input.claimId,
      fromDraw: input.drawId,
      fromInstance: input.sourceInstanceId,
      amountCents: input.amountCents,
    },
  });
  return { instanceId: target.id, instanceName: target.name, amountCents: input.amountCents };
}

/**
 * A cancelled draw's carried-in money is nobody's to refund (its players get their payments
 * back): it moves on to the game's next draw not drawn or cancelled, with the carry-in rows,
 * audited. Run when an instance is cancelled and whenever one is created; money stays where
 * it is (in the cancelled instance, not in any pot shown) until such a draw exists.
 */
export async function moveCarryInsOfCancelled(
  trx: Executor,
  gameId: string,
  actor: string,
): Promise<number> {
  const { rows: waiting } = await sql<{ instance_id: string; sequence: number; cents: string }>`
    select c.target_instance_id as instance_id, i.sequence, sum(c.amount_cents) as cents
    from pot_carry_ins c join game_instances i on i.id = c.target_instance_id
    where i.game_id = ${gameId} and i.status = 'Cancelled'
    group by c.target_instance_id, i.sequence
    order by i.sequence`.execute(trx);
  let moved = 0;
  for (const from of waiting) {
    const target = await lockNextDraw(trx, from.instance_id);
    if (!target) continue;
    const cents = Number(from.cents);
    await sql`update pot_carry_ins set target_instance_id = ${target.id}
      where target_instance_id = ${from.instance_id}`.execute(trx);
    await addToPot(trx, from.instance_id, -cents);
    await addToPot(trx, target.id, cents);
    const organization = await trx
      .selectFrom('games')
      .select('organization_id')
      .where('id', '=', gameId)
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      organizationId: organization.organization_id,
      actor,
      action: 'pot.carry-moved',
      subjectType: 'game-instance',
      subjectId: target.id,
      details: { fromCancelledInstance: from.instance_id, amountCents: cents },
    });
    moved += cents;
  }
  return moved;
}
