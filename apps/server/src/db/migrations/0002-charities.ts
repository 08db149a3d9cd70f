import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table charity_categories (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations (id) on delete cascade,
      key text not null check (key ~ '^[a-z0-9][a-z0-9-]*$'),
      name text not null check (length(name) between 1 and 200),
      sort_order integer not null default 0,
      unique (organization_id, key),
      unique (id, organization_id)
    )`.execute(db);

  // The composite key keeps a charity in a category of its own organization.
  await sql`
    create table charities (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations (id) on delete cascade,
      category_id uuid not null,
      key text not null check (key ~ '^[a-z0-9][a-z0-9-]*$'),
      name text not null check (length(name) between 1 and 200),
      description text not null default '',
      logo_url text,
      website_url text,
      active boolean not null default true,
      sort_order integer not null default 0,
      unique (organization_id, key),
      foreign key (category_id, organization_id)
        references charity_categories (id, organization_id) on delete restrict
    )`.execute(db);
  await sql`create index charities_active_idx on charities (organization_id) where active`.execute(
    db,
  );
  await sql`create index charities_category_id_idx on charities (category_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table charities, charity_categories`.execute(db);
}
