import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Players and administrators alike: an account belongs to exactly one organization.
  await sql`
    create table accounts (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations (id) on delete cascade,
      email text not null check (length(email) between 3 and 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
      password_hash text not null,
      first_name text not null check (length(first_name) between 1 and 100),
      last_name text not null check (length(last_name) between 1 and 100),
      phone text not null default '',
      date_of_birth date,
      address_line1 text,
      address_line2 text,
      address_city text,
      address_province text,
      address_postal_code text,
      address_country text,
      email_verified_at timestamptz,
      is_admin boolean not null default false,
      agreed_terms_version_id uuid references terms_versions (id) on delete set null,
      agreed_terms_at timestamptz,
      charity_id uuid references charities (id) on delete set null,
      pledged_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index accounts_email_per_organization_idx
    on accounts (organization_id, lower(email))`.execute(db);

  // oidc-provider's models (sessions, grants, codes, refresh tokens...) shared by every process.
  await sql`
    create table oidc_payloads (
      kind text not null,
      id text not null,
      payload jsonb not null,
      grant_id text,
      user_code text,
      uid text,
      expires_at timestamptz,
      consumed_at timestamptz,
      primary key (kind, id)
    )`.execute(db);
  await sql`create index oidc_payloads_grant_id_idx on oidc_payloads (grant_id)
    where grant_id is not null`.execute(db);
  await sql`create index oidc_payloads_uid_idx on oidc_payloads (uid) where uid is not null`.execute(
    db,
  );
  await sql`create index oidc_payloads_user_code_idx on oidc_payloads (user_code)
    where user_code is not null`.execute(db);
  await sql`create index oidc_payloads_expires_at_idx on oidc_payloads (expires_at)`.execute(db);

  // Generated once by whichever process starts first; every process then reads the same keys.
  await sql`
    create table identity_keys (
      id text primary key,
      kind text not null check (kind in ('signing', 'cookie', 'captcha')),
      material jsonb not null,
      created_at timestamptz not null default now(),
      retired_at timestamptz
    )`.execute(db);

  await sql`
    create table one_time_tokens (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts (id) on delete cascade,
      purpose text not null check (purpose in ('verify-email', 'reset-password', 'change-email')),
      token_hash text not null unique,
      data jsonb not null default '{}',
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index one_time_tokens_account_idx on one_time_tokens (account_id, purpose)`.execute(
    db,
  );

  await sql`
    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid references organizations (id) on delete set null,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create index mail_outbox_created_at_idx on mail_outbox (created_at)`.execute(db);

  // A solved captcha is accepted once.
  await sql`
    create table used_captchas (
      signature text primary key,
      expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table used_captchas, mail_outbox, one_time_tokens, identity_keys, oidc_payloads,
    accounts`.execute(db);
}
