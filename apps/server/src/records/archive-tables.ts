import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Season } from './season';

export interface ArchiveTable {
  name: string;
  columns: string[];
  rows: Record<string, unknown>[];
}

type Query = (db: Kysely<Database>, org: string, season: Season) => Promise<ArchiveTable>;

const table =
  (
    name: string,
    query: (org: string, season: Season) => ReturnType<typeof sql<Record<string, unknown>>>,
  ): Query =>
  async (db, org, season) => {
    const result = await query(org, season).execute(db);
    const columns = result.rows[0] ? Object.keys(result.rows[0]) : [];
    return { name, columns, rows: result.rows };
  };

/** Every sale and its outcome (succeeded, failed, refunded), with what was given back. */
const sales = table(
  'sales',
  (org, s) => sql`
    select p.id as payment_id, p.created_at, p.kind, p.status, p.amount_cents, p.refunded_cents,
      p.currency, p.provider, p.provider_reference, p.player_id, p.game_instance_id,
      i.name as game_instance, p.charity_id, r.receipt_number
    from payments p join game_instances i on i.id = p.game_instance_id
    left join receipts r on r.payment_id = p.id
    where p.organization_id = ${org} and p.created_at >= ${s.from} and p.created_at < ${s.until}
    order by p.created_at, p.id`,
);

/** Voids (before a draw) and refunds, each with its reason and who gave the money back. */
const voidsAndRefunds = table(
  'voids-and-refunds',
  (org, s) => sql`
    select f.id, f.created_at, f.kind, f.payment_id, f.game_instance_id, f.ticket_numbers,
      f.amount_cents, f.reason, f.actor_id, f.after_draw
    from payment_refunds f
    where f.organization_id = ${org} and f.created_at >= ${s.from} and f.created_at < ${s.until}
    order by f.created_at, f.id`,
);

/** Each draw's prize and whether it was paid out. */
const payouts = table(
  'payouts',
  (org, s) => sql`
    select d.game_instance_id, i.name as game_instance, d.drawn_at, d.outcome, d.winning_number,
      d.prize_cents, d.prize_paid_at, d.prize_paid_by
    from draws d join game_instances i on i.id = d.game_instance_id
    where d.organization_id = ${org} and d.drawn_at >= ${s.from} and d.drawn_at < ${s.until}
    order by d.drawn_at`,
);

const audit = table(
  'audit-log',
  (org, s) => sql`
    select a.id, a.occurred_at, a.actor, a.action, a.subject_type, a.subject_id, a.details
    from audit_log a
    where a.organization_id = ${org} and a.occurred_at >= ${s.from} and a.occurred_at < ${s.until}
    order by a.id`,
);

export const archiveQueries: Query[] = [sales, voidsAndRefunds, payouts, audit];
