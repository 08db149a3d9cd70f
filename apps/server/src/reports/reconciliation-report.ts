import type {
  ReconciliationDifference,
  ReconciliationReport,
} from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
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
 * Every successful payment must be matched by paid entries worth its amount (each entry at its
 * instance's ticket price), and every paid entry by a successful payment. Differences are
 * listed one by one, never summed away.
 */
export async function reconciliationReport(
  db: Executor,
  window: ReportWindow,
): Promise<ReconciliationReport> {
  // Per payment through instance_entries_payment_idx: the period's payments, never all entries.
  const { rows } = await sql<MatchSqlRow>`
    select p.id, p.game_instance_id, p.status, p.amount_cents, e.n as entries,
      coalesce(e.amount, 0) as entries_amount
    from payments p
    cross join lateral (
      select count(*) as n, sum(i.ticket_price_cents) as amount
      from instance_entries ie join game_instances i on i.id = ie.game_instance_id
      where ie.payment_id = p.id and ie.paid
    ) e
    where ${paymentsInWindow(window)}
      and ((p.status = 'succeeded' and (e.n = 0 or e.amount <> p.amount_cents))
        or (p.status <> 'succeeded' and e.n > 0))
    order by p.id`.execute(db);
  const { rows: providers } = await sql<ProviderSqlRow>`
    select p.provider, count(*) filter (where p.status = 'succeeded') as succeeded,
      coalesce(sum(p.amount_cents) filter (where p.status = 'succeeded'), 0) as succeeded_amount,
      coalesce(sum(p.amount_cents) filter (where p.status = 'refunded'), 0) as refunded_amount
    from payments p where ${paymentsInWindow(window)}
    group by p.provider order by p.provider`.execute(db);
  const differences: ReconciliationDifference[] = rows.map((row) => {
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
  return {
    Period: window.period,
    Reconciles: differences.length === 0,
    Providers: providers.map((row) => ({
      Provider: row.provider,
      SucceededPayments: toInt(row.succeeded),
      SucceededAmount: toInt(row.succeeded_amount),
      RefundedAmount: toInt(row.refunded_amount),
    })),
    Differences: differences,
  };
}
