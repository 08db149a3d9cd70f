import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table client_errors (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid references organizations (id) on delete set null,
      message text not null,
      stack text,
      url text not null,
      app_version text not null,
      user_agent text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index client_errors_created_at_idx on client_errors (created_at)`.execute(db);

  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      occurred_at timestamptz not null default now(),
      organization_id uuid references organizations (id) on delete set null,
      actor text not null,
      action text not null,
      subject_type text not null,
      subject_id text,
      details jsonb not null default '{}'
    )`.execute(db);
  await sql`create index audit_log_organization_idx
    on audit_log (organization_id, occurred_at)`.execute(db);

  // Append-only: the record of sales and draws must not be rewritten, even by the app.
  await sql`
    create function audit_log_is_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end
    $$`.execute(db);
  await sql`
    create trigger audit_log_append_only
      before update or delete on audit_log
      for each row execute function audit_log_is_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table audit_log, client_errors`.execute(db);
  await sql`drop function audit_log_is_append_only`.execute(db);
}
