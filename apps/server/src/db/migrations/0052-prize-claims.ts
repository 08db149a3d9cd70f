import { sql, type Kysely } from 'kysely';

/**
 * Issue 27: a claim per prize won (main draw, extra draw, a redraw's winner), keyed by the draw
 * and the winning number it is for. The order of the steps is kept by the database as well
 * as by the server: no identity check before a contact, no payment before an identity check,
 * and a prize is paid or unclaimed, never both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table prize_claims (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    draw_id uuid not null,
    draw_kind text not null check (draw_kind in ('Main', 'Extra')),
    winning_number integer not null,
    prize_cents bigint not null check (prize_cents > 0),
    deadline_at timestamptz not null,
    status text not null default 'Open'
      check (status in ('Open', 'Contacted', 'IdentityChecked', 'Paid', 'Unclaimed')),
    contacted_at timestamptz,
    contacted_by text,
    identity_checked_at timestamptz,
    identity_checked_by text,
    paid_at timestamptz,
    paid_by text,
    paid_method text check (paid_method in ('Cheque', 'Transfer', 'Cash')),
    unclaimed_at timestamptz,
    unclaimed_by text,
    unclaimed_outcome text check (unclaimed_outcome in ('AddedToNextPot', 'Redrawn', 'PerRules')),
    created_at timestamptz not null default now(),
    unique (draw_id, winning_number),
    check (identity_checked_at is null or contacted_at is not null),
    check (paid_at is null or identity_checked_at is not null),
    check (paid_at is null or unclaimed_at is null),
    check ((unclaimed_at is null) = (unclaimed_outcome is null)),
    check (status <> 'Contacted' or (contacted_at is not null and identity_checked_at is null)),
    check (status <> 'IdentityChecked' or (identity_checked_at is not null and paid_at is null)),
    check ((status = 'Paid') = (paid_at is not null)),
    check ((status = 'Unclaimed') = (unclaimed_at is not null))
  )`.execute(db);
  await sql`create index prize_claims_organization_idx on prize_claims (organization_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists prize_claims`.execute(db);
}
