import { refundAfterDrawAddsUp } from '@charity/domain/reports/refund-after-draw';
import type { ChargeRefunds, ReconciliationDifference } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { refundLines } from './refund-lines';
import { paymentsInWindow, toInt, type ReportWindow } from './report-window';

/**
 * Refunds per processor charge (refund-lines.ts): the charges with a refund given back in a
 * period of days, or, for one instance, the charges of its payments with any refund. Each
 * is summed over all its refunds, whatever their date, so a charge whose refunds pass what
 * the card paid is flagged whenever the last of them falls.
 */
export async function chargeRefunds(db: Executor, window: ReportWindow): Promise<ChargeRefunds[]> {
  const { rows: scoped } = window.instanceId
    ? await sql<{ charge_id: string }>`
        select distinct coalesce(p.funded_by, p.id) as charge_id from payments p
        where p.organization_id = ${window.organizationId}
          and p.game_instance_id = ${window.instanceId}
          and (p.status = 'refunded' or p.refunded_cents > 0 or p.prepaid_draws is not null
            or p.funded_by is not null)`.execute(db)
    : await sql<{ charge_id: string }>`
        select distinct l.charge_id from ${refundLines({
          organizationId: window.organizationId,
          lower: window.lower,
          upper: window.upper,
        })} l`.execute(db);
  const chargeIds = scoped.map((row) => row.charge_id);
  if (chargeIds.length === 0) return [];
  const { rows } = await sql<{
    id: string;
    provider: string;
    amount_cents: unknown;
    refunded: unknown;
    in_period: unknown;
    refunds: unknown;
  }>`
    select c.id, c.provider, c.amount_cents, sum(l.amount_cents) as refunded,
      coalesce(sum(l.amount_cents) filter (where l.at >= ${window.lower}
        and l.at < ${window.upper}), 0) as in_period,
      count(*) as refunds
    from ${refundLines({ chargeIds })} l join payments c on c.id = l.charge_id
    where c.organization_id = ${window.organizationId}
    group by c.id order by min(l.at), c.id`.execute(db);
  return rows.map((row) => ({
    PaymentId: row.id,
    Provider: row.provider,
    Charged: toInt(row.amount_cents),
    Refunded: toInt(row.refunded),
    RefundedInPeriod: window.instanceId ? toInt(row.refunded) : toInt(row.in_period),
    Refunds: toInt(row.refunds),
    ExceedsCharge: toInt(row.refunded) > toInt(row.amount_cents),
  }));
}

/**
 * Payments that kept their drawn entries (the published draw stays verifiable) while part of
 * their money went back after the draw. Their entries are valued at what was paid (a bundle's
 * at its price, others at the instance's ticket price), named by the payment's receipt. One
 * whose money adds up (refund-after-draw.ts) is a documented staff action, listed apart; any
 * other stays a difference for someone to look at. (A payment refunded whole after the draw is
 * one already: EntryWithoutSucceededPayment.)
 */
export async function refundsAfterDraw(
  db: Executor,
  window: ReportWindow,
): Promise<{ addingUp: ReconciliationDifference[]; differences: ReconciliationDifference[] }> {
  const { rows } = await sql<{
    id: string;
    game_instance_id: string;
    status: string;
    amount_cents: unknown;
    refunded_cents: unknown;
    entries: unknown;
    entries_amount: unknown;
    entries_match: boolean;
    refunded: unknown;
    receipt_number: unknown;
  }>`
    select p.id, p.game_instance_id, p.status, p.amount_cents, p.refunded_cents,
      e.n as entries, a.refunded, r.receipt_number,
      case when p.bundle_numbers is null then e.amount
        else round(p.amount_cents * e.n / p.bundle_numbers::numeric) end as entries_amount,
      case when p.bundle_numbers is null
        then e.amount + p.voided_numbers * i.ticket_price_cents = p.amount_cents
        else e.elsewhere = 0 and e.n + p.voided_numbers = p.bundle_numbers end as entries_match
    from payments p
    join game_instances i on i.id = p.game_instance_id
    left join receipts r on r.payment_id = p.id
    cross join lateral (select coalesce(sum(r.amount_cents), 0) as refunded
      from payment_refunds r where r.payment_id = p.id and r.after_draw) a
    cross join lateral (select count(*) as n, coalesce(sum(x.ticket_price_cents), 0) as amount,
        count(*) filter (where ie.game_instance_id <> p.game_instance_id) as elsewhere
      from instance_entries ie join game_instances x on x.id = ie.game_instance_id
      where ie.payment_id = p.id and ie.paid) e
    where ${paymentsInWindow(window)} and p.status = 'succeeded' and p.refunded_cents > 0
      and a.refunded > 0
    order by p.id`.execute(db);
  const addingUp: ReconciliationDifference[] = [];
  const differences: ReconciliationDifference[] = [];
  for (const row of rows) {
    const difference: ReconciliationDifference = {
      Kind: 'RefundAfterDraw',
      PaymentId: row.id,
      ReceiptNumber:
        row.receipt_number === null ? null : String(row.receipt_number).padStart(8, '0'),
      GameInstanceId: row.game_instance_id,
      PaymentStatus: row.status,
      PaymentAmount: toInt(row.amount_cents),
      EntriesAmount: toInt(row.entries_amount),
      Entries: toInt(row.entries),
      RefundedAmount: toInt(row.refunded),
    };
    const addsUp = refundAfterDrawAddsUp({
      EntriesMatch: row.entries_match,
      PaymentAmount: toInt(row.amount_cents),
      RefundedInAll: toInt(row.refunded_cents),
    });
    (addsUp ? addingUp : differences).push(difference);
  }
  return { addingUp, differences };
}
