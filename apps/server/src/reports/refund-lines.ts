import type { RefundKind, RefundLine } from '@charity/domain/payments/refund-lines';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/executor';
import '../prepaid/prepaid-tables';
import '../refunds/refund-tables';

/** Which refunds: those of some processor charges, or those given back within a window. */
export type RefundScope =
  { chargeIds: readonly string[] } | { organizationId: string; lower: Date; upper: Date };

/**
 * Every way money went back on a processor charge, as one list of lines (the one place the
 * reports and the player's record read refunds from; point it at a refund ledger when there
 * is one). A line belongs to the charge the card paid: a prepaid draw's payment (`funded_by`)
 * refunds through its charge.
 *
 * - staff voids and refunds (payment_refunds); a void of a cancelled instance is its
 *   cancellation;
 * - the player's (or a self-exclusion's) refund of prepaid draws not opened (prepaid_refunds);
 * - the processor's refund of a whole charge (its event, its dashboard, a dispute): the
 *   refund ledger's `processor` line (what the others had not given back), dated when recorded.
 *
 * Columns: charge_id, payment_id, kind, amount_cents, at, ticket_numbers, draws.
 */
/** A branch's filter: its charge column among the ids, or its date within the window. */
function scoped(scope: RefundScope, ids: RawBuilder<unknown>, alias: string, at: string) {
  if ('chargeIds' in scope) return ids;
  return sql`${sql.ref(`${alias}.organization_id`)} = ${scope.organizationId}
    and ${sql.ref(`${alias}.${at}`)} >= ${scope.lower} and ${sql.ref(`${alias}.${at}`)} < ${scope.upper}`;
}

export function refundLines(scope: RefundScope): RawBuilder<unknown> {
  const ids = 'chargeIds' in scope ? [...scope.chargeIds] : [];
  const staffScope = scoped(
    scope,
    sql`(p.id = any(${ids}::uuid[]) or p.funded_by = any(${ids}::uuid[]))`,
    'r',
    'created_at',
  );
  const prepaidScope = scoped(
    scope,
    sql`pr.payment_id = any(${ids}::uuid[])`,
    'pr',
    'requested_at',
  );
  const processorScope = scoped(scope, sql`l.charge_id = any(${ids}::uuid[])`, 'l', 'created_at');
  return sql`(
    select coalesce(p.funded_by, p.id) as charge_id, p.id as payment_id,
      case when r.kind = 'void' and i.cancelled_at is not null then 'cancellation'
        else r.kind end as kind,
      r.amount_cents, r.created_at as at, r.ticket_numbers, null::int as draws
    from payment_refunds r
    join payments p on p.id = r.payment_id
    join game_instances i on i.id = r.game_instance_id
    where ${staffScope}
    union all
    select pr.payment_id, pr.payment_id,
      case when pr.reason = 'self-exclusion' then 'self-exclusion' else 'prepaid' end,
      pr.amount_cents, pr.requested_at, '{}'::int[], pr.draws::int
    from prepaid_refunds pr
    where ${prepaidScope}
    union all
    select l.charge_id, l.charge_id, 'processor', l.amount_cents, l.created_at, '{}'::int[], null
    from refund_ledger l
    where l.path = 'processor' and l.state = 'succeeded' and ${processorScope}
  )`;
}

interface LineRow {
  charge_id: string;
  kind: RefundKind;
  amount_cents: unknown;
  at: Date | string;
  ticket_numbers: number[] | null;
  draws: number | null;
}

/** The refunds of some processor charges, oldest first, by charge. */
export async function refundsOfCharges(
  db: Executor,
  chargeIds: readonly string[],
): Promise<Map<string, RefundLine[]>> {
  const byCharge = new Map<string, RefundLine[]>();
  if (chargeIds.length === 0) return byCharge;
  const { rows } = await sql<LineRow>`
    select l.charge_id, l.kind, l.amount_cents, l.at, l.ticket_numbers, l.draws
    from ${refundLines({ chargeIds })} l order by l.at, l.kind`.execute(db);
  for (const row of rows) {
    const line: RefundLine = {
      Kind: row.kind,
      Amount: Number(row.amount_cents),
      RefundedOn: new Date(row.at).toISOString(),
      TicketNumbers: (row.ticket_numbers ?? []).map(Number).sort((a, b) => a - b),
      Draws: row.draws === null ? null : Number(row.draws),
    };
    byCharge.set(row.charge_id, [...(byCharge.get(row.charge_id) ?? []), line]);
  }
  return byCharge;
}
