import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/database';

export const count = async (db: Kysely<Database>, query: ReturnType<typeof sql<{ n: string }>>) =>
  Number((await query.execute(db)).rows[0]?.n ?? 0);

/** Payments and processor charges still waiting for an answer. */
export async function unsettled(db: Kysely<Database>) {
  return {
    payments: await count(
      db,
      sql`select count(*) as n from payments where status in ('processing', 'requires_action')`,
    ),
    charges: await count(
      db,
      sql`select count(*) as n from sandbox_charges where status in ('new', 'processing', 'requires_action')`,
    ),
  };
}

/**
 * What must hold in the database whatever moment a process died at; each figure is the
 * number of rows breaking one rule, so a failure names the rule and how often it broke.
 */
export async function moneyViolations(db: Kysely<Database>) {
  return {
    numberHeldTwice: await count(
      db,
      sql`select count(*) as n from (select game_id, ticket_number from player_numbers
        group by 1, 2 having count(*) > 1) twice`,
    ),
    entryOfAnotherHolder: await count(
      db,
      sql`select count(*) as n from instance_entries e join game_instances i on i.id = e.game_instance_id
        left join player_numbers n on n.game_id = i.game_id and n.ticket_number = e.ticket_number
          and n.player_id = e.player_id
        where n.player_id is null`,
    ),
    paidEntryWithoutSucceededPayment: await count(
      db,
      sql`select count(*) as n from instance_entries e join payments p on p.id = e.payment_id
        where e.paid and p.status <> 'succeeded'`,
    ),
    succeededPaymentWithoutItsPaidEntries: await count(
      db,
      sql`select count(*) as n from payments p join game_instances i on i.id = p.game_instance_id
        where p.status = 'succeeded' and p.amount_cents - p.refunded_cents <> i.ticket_price_cents *
          (select count(*) from instance_entries e where e.payment_id = p.id and e.paid)`,
    ),
    failedPurchaseKeepingNumbers: await count(
      db,
      sql`select count(*) as n from payments p join player_numbers n on n.group_id::text = any(p.group_ids::text[])
        where p.status = 'failed' and p.kind = 'purchase'`,
    ),
    potNotSumOfSucceededPayments: await count(
      db,
      sql`select count(*) as n from game_instances i
        where instance_pot_cents(i.id) <> i.jackpot_cents + coalesce((select sum(p.amount_cents)
          from payments p where p.game_instance_id = i.id and p.status = 'succeeded'), 0)
          and not exists (select 1 from draws d where d.game_instance_id = i.id)`,
    ),
    moneyTakenWithoutSale: await count(
      db,
      sql`select count(*) as n from sandbox_charges c join payments p on p.id::text = c.payment_id
        where c.status = 'succeeded' and p.status not in ('succeeded', 'refunded')`,
    ),
    saleWithoutMoneyTaken: await count(
      db,
      sql`select count(*) as n from payments p
        where p.provider = 'sandbox' and p.status = 'succeeded' and not exists (
          select 1 from sandbox_charges c where c.payment_id = p.id::text and c.status = 'succeeded')`,
    ),
  };
}

export const noViolations = {
  numberHeldTwice: 0,
  entryOfAnotherHolder: 0,
  paidEntryWithoutSucceededPayment: 0,
  succeededPaymentWithoutItsPaidEntries: 0,
  failedPurchaseKeepingNumbers: 0,
  potNotSumOfSucceededPayments: 0,
  moneyTakenWithoutSale: 0,
  saleWithoutMoneyTaken: 0,
};
