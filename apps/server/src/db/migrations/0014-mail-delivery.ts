import { sql, type Kysely } from 'kysely';

/**
 * Issue 11: mail is delivered from the outbox by any node, retried with backoff, and a
 * message that could not be delivered stays visible as `failed`. Issue 17: each account
 * keeps the language its mail is written in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Rows written before this migration were never sent (no SMTP_URL): they are `held`.
  await sql`alter table mail_outbox
    add column status text not null default 'pending',
    add column attempts integer not null default 0,
    add column next_attempt_at timestamptz not null default now(),
    add column locked_until timestamptz,
    add column last_error text,
    add constraint mail_outbox_status_check
      check (status in ('pending', 'sending', 'sent', 'failed', 'held'))`.execute(db);
  await sql`update mail_outbox set status = case when sent_at is null then 'held' else 'sent' end`.execute(
    db,
  );
  // What a sender claims: the few rows still to deliver, by due time.
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at)
    where status in ('pending', 'sending')`.execute(db);
  await sql`create index mail_outbox_failed_idx on mail_outbox (organization_id, created_at)
    where status = 'failed'`.execute(db);
  await sql`alter table accounts add column locale text not null default 'en',
    add constraint accounts_locale_check check (locale in ('en', 'fr'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts drop constraint accounts_locale_check, drop column locale`.execute(
    db,
  );
  await sql`drop index if exists mail_outbox_failed_idx`.execute(db);
  await sql`drop index if exists mail_outbox_due_idx`.execute(db);
  await sql`alter table mail_outbox drop constraint mail_outbox_status_check,
    drop column last_error, drop column locked_until, drop column next_attempt_at,
    drop column attempts, drop column status`.execute(db);
}
