import { sql, type Kysely } from 'kysely';

/**
 * Issue 27: the owner invites staff by e-mail. An invitation is for an address, not an
 * account (the person may not have one yet), so it has its own table rather than a one-time
 * token; only the link's hash is stored. At most one invitation per address waits at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table staff_invitations (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    email text not null,
    role text not null check (role in ('owner', 'manager', 'auditor', 'support')),
    token_hash text not null unique,
    invited_by uuid references accounts (id) on delete set null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    accepted_at timestamptz,
    accepted_by uuid references accounts (id) on delete set null,
    revoked_at timestamptz,
    revoked_by uuid references accounts (id) on delete set null,
    check (accepted_at is null or revoked_at is null)
  )`.execute(db);
  await sql`create unique index staff_invitations_waiting_idx
    on staff_invitations (organization_id, lower(email))
    where accepted_at is null and revoked_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists staff_invitations`.execute(db);
}
