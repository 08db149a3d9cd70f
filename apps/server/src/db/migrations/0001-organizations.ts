import { sql, type Kysely } from 'kysely';

const hexColour = (column: string) => sql.raw(`check (${column} ~ '^#[0-9a-fA-F]{6}$')`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table organizations (
      id uuid primary key default gen_random_uuid(),
      slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
      name text not null check (length(name) between 1 and 200),
      product_name text not null check (product_name ~ '^[A-Za-z][A-Za-z0-9]{0,63}$'),
      logo_url text,
      combined_logo_url text,
      contact_email text,
      login_text text,
      login_more_info_url text,
      stripe_public_key text check (stripe_public_key is null or stripe_public_key ~ '^pk_'),
      status_screen_url text,
      status_screen_url_text text,
      location_service_help_link text,
      theme_primary text not null ${hexColour('theme_primary')},
      theme_primary_contrast text not null ${hexColour('theme_primary_contrast')},
      theme_accent text not null ${hexColour('theme_accent')},
      theme_background text not null ${hexColour('theme_background')},
      theme_surface text not null ${hexColour('theme_surface')},
      theme_text text not null ${hexColour('theme_text')},
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table organization_hosts (
      host text primary key check (host = lower(host) and host !~ '[:/[:space:]]'),
      organization_id uuid not null references organizations (id) on delete cascade
    )`.execute(db);
  await sql`create index organization_hosts_organization_id_idx
    on organization_hosts (organization_id)`.execute(db);

  await sql`
    create table organization_settings (
      organization_id uuid primary key references organizations (id) on delete cascade,
      max_numbers_per_player integer not null check (max_numbers_per_player between 1 and 1000),
      collect_player_address boolean not null default false,
      location_required boolean not null default false,
      minimum_age integer not null check (minimum_age between 16 and 25),
      licence_number text,
      jurisdiction text not null check (jurisdiction ~ '^[A-Z]{2}(-[A-Z0-9]{1,3})?$'),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table terms_versions (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations (id) on delete cascade,
      version integer not null check (version > 0),
      terms_of_service text not null,
      game_rules text not null,
      privacy_policy text not null,
      published_at timestamptz not null default now(),
      unique (organization_id, version)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table terms_versions, organization_settings, organization_hosts, organizations`.execute(
    db,
  );
}
