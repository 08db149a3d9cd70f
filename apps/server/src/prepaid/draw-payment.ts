import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { recordPotMovement } from '../live-pot/pot-ledger';

export interface DrawPaymentInput {
  chargeId: string;
  drawIndex: number;
  organizationId: string;
  playerId: string;
  groupId: string;
  instanceId: string;
  amountCents: number;
  currency: string;
  provider: string;
}

/**
 * One prepaid draw in the books of its instance: a succeeded payment funded by the charge
 * (no processor call), its amount in the instance's pot. Its idempotency key names the
 * charge and the draw, so the database refuses a draw entered twice.
 */
export async function createDrawPayment(trx: Executor, input: DrawPaymentInput): Promise<string> {
  const payment = await trx
    .insertInto('payments')
    .values({
      organization_id: input.organizationId,
      player_id: input.playerId,
      game_instance_id: input.instanceId,
      kind: 'play',
      amount_cents: input.amountCents,
      currency: input.currency,
      status: 'succeeded',
      provider: input.provider,
      idempotency_key: `prepaid:${input.chargeId}:${input.drawIndex}`,
      request_hash: 'prepaid',
      group_ids: [input.groupId],
      funded_by: input.chargeId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordPotMovement(
    trx,
    { id: payment.id, game_instance_id: input.instanceId, amount_cents: input.amountCents },
    'in',
  );
  return payment.id;
}

/** The group's numbers, entered (paid) in an instance under a draw payment. */
export async function enterGroup(
  trx: Executor,
  input: { instanceId: string; groupId: string; playerId: string; paymentId: string },
) {
  await sql`
    insert into instance_entries (game_instance_id, ticket_number, group_id, player_id, payment_id, paid)
    select ${input.instanceId}, n.ticket_number, n.group_id, ${input.playerId}, ${input.paymentId}, true
    from player_numbers n where n.group_id = ${input.groupId}`.execute(trx);
}
