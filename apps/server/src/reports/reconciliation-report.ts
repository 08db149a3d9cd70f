import type {
  ReconciliationDifference,
  ReconciliationReport,
} from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { VOIDED_AT_CLOSE } from '../payments/unsettled-at-close';
import { chargeRefunds, refundsAfterDraw } from './charge-refunds';
import { paymentsInWindow, toInt, type ReportWindow } from './report-window';

interface MatchSqlRow {
  id: string;
  game_instance_id: string;
  status: string;
  amount_cents: unknown;
  entries: unknown;
  entries_amount: unknown;
}

interface ProviderSqlRow {
  provider: string;
  succeeded: unknown;
  succeeded_amount: unknown;
  refunded_amount: unknown;
}

function differenceKind(status: string, entries: number) {
  if (status !== 'succeeded') return 'EntryWithoutSucceededPayment' as const;
  return entries === 0 ? ('PaymentWithoutEntries' as const) : ('AmountMismatch' as const);
}

/**
 * A refund after the draw is listed apart when its money adds up, else a difference of its own
 * (charge-refunds.ts); so is a processor
 * charge whose refunds pass it (listed with every charge refunded, ChargeRefunds).
 *
 * Entries that staff voided before the draw (payments.voided_numbers) count as matched: they
 * left the draw with their refund (refunds/staff-refunds.ts).
 *
 * Every successful payment must be matched by paid entries worth its amount (each entry at its
 * instance's ticket price; a bundle's payment by exactly its bundle's count of entries in its
 * own instance), and every paid entry by a successful payment. Differences are
 * listed one by one, never summed away.
 *
 * One pass over the period's payments (materialized once, for both the differences and the
 * provider totals). Each payment's paid entries are only counted, by an index-only scan of
 * instance_entries_paid_payment_idx: with all of them in the payment's own instance, they are
 * worth count × that instance's price. Only the few payments that fail this test (or have
 * entries elsewhere) get their entries priced one by one, and are kept if that still differs.
 */
export async function reconciliationReport(
  db: Executor,
  window: ReportWindow,
): Promise<ReconciliationReport> {
  const { rows } = await sql<{ differences: MatchSqlRow[]; providers: ProviderSqlRow[] }>`
    with p as materialized (
      select p.id, p.game_instance_id, p.status, p.amount_cents, p.provider,
        i.ticket_price_cents as price, e.n, e.elsewhere, p.bundle_numbers,
        p.refunded_cents, p.voided_numbers
      from payments p
      join game_instances i on i.id = p.game_instance_id
      cross join lateral (
        select count(*) as n,
          count(*) filter (where ie.game_instance_id <> p.game_instance_id) as elsewhere
        from instance_entries ie where ie.payment_id = p.id and ie.paid
      ) e
      where ${paymentsInWindow(window)}
    ),
    d as (
      select p.id, p.game_instance_id, p.status, p.amount_cents, p.n as entries,
        e.amount as entries_amount
      from p cross join lateral (
        select coalesce(sum(i.ticket_price_cents), 0) as amount
        from instance_entries ie join game_instances i on i.id = ie.game_instance_id
        where ie.payment_id = p.id and ie.paid
      ) e
      where ((p.status = 'succeeded'
          and ((p.n = 0 and p.voided_numbers = 0) or p.elsewhere > 0
            or case when p.bundle_numbers is null
              then (p.n + p.voided_numbers) * p.price <> p.amount_cents
              else p.n + p.voided_numbers <> p.bundle_numbers end))
        or (p.status <> 'succeeded' and p.n > 0))
        and (p.status <> 'succeeded' or p.n = 0 or case when p.bundle_numbers is null
          then e.amount + p.voided_numbers * p.price <> p.amount_cents
          else p.elsewhere > 0 or p.n + p.voided_numbers <> p.bundle_numbers end)
    ),
    t as (
      select p.provider, count(*) filter (where p.status = 'succeeded') as succeeded,
        coalesce(sum(p.amount_cents) filter (where p.status = 'succeeded'), 0) as succeeded_amount,
        coalesce(sum(case when p.status = 'refunded' then p.amount_cents else p.refunded_cents end)
          filter (where p.status = 'refunded' or p.refunded_cents > 0), 0) as refunded_amount
      from p group by p.provider
    )
    select coalesce((select json_agg(d order by d.id) from d), '[]') as differences,
      coalesce((select json_agg(t order by t.provider) from t), '[]') as providers`.execute(db);
  const mismatches: ReconciliationDifference[] = (rows[0]?.differences ?? []).map((row) => {
    const entries = toInt(row.entries);
    return {
      Kind: differenceKind(row.status, entries),
      PaymentId: row.id,
      GameInstanceId: row.game_instance_id,
      PaymentStatus: row.status,
      PaymentAmount: toInt(row.amount_cents),
      EntriesAmount: toInt(row.entries_amount),
      Entries: entries,
    };
  });
  const afterDraw = await refundsAfterDraw(db, window);
  const differences = [...mismatches, ...afterDraw.differences];
  const charges = await chargeRefunds(db, window);
  const voided = await sql<{
    id: string;
    game_instance_id: string;
    amount_cents: unknown;
    updated_at: Date;
  }>`
    select p.id, p.game_instance_id, p.amount_cents, p.updated_at from payments p
    where ${paymentsInWindow(window)} and p.status = 'failed'
      and p.failure_code = ${VOIDED_AT_CLOSE}
    order by p.updated_at, p.id`.execute(db);
  return {
    Period: window.period,
    Reconciles: differences.length === 0 && !charges.some((charge) => charge.ExceedsCharge),
    Providers: (rows[0]?.providers ?? []).map((row) => ({
      Provider: row.provider,
      SucceededPayments: toInt(row.succeeded),
      SucceededAmount: toInt(row.succeeded_amount),
      RefundedAmount: toInt(row.refunded_amount),
    })),
    Differences: differences,
    RefundsAfterDraw: afterDraw.addingUp,
    VoidedAtClose: voided.rows.map((row) => ({
      PaymentId: row.id,
      GameInstanceId: row.game_instance_id,
      PaymentAmount: toInt(row.amount_cents),
      VoidedAt: row.updated_at.toISOString(),
    })),
    ChargeRefunds: charges,
  };
}
