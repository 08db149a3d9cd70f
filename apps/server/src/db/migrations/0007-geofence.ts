import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every location check, kept so that a purchase can ask for a recent successful one and a
  // receipt can say where it was made. Coordinates are never stored (privacy policies say so).
  await sql`
    create table location_checks (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations (id) on delete cascade,
      game_id uuid not null references games (id) on delete cascade,
      player_id uuid references accounts (id) on delete set null,
      method text not null check (method in ('ip', 'coordinates')),
      inside boolean not null,
      reason text not null,
      jurisdiction text,
      ip_address inet,
      checked_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index location_checks_recent_success_idx
    on location_checks (player_id, game_id, checked_at desc) where inside`.execute(db);

  // Networks an organization declares inside its region whatever an IP database says
  // (its own offices, a venue's Wi-Fi, or loopback for a local demo).
  await sql`
    create table geofence_ip_allow_list (
      organization_id uuid not null references organizations (id) on delete cascade,
      network cidr not null,
      note text,
      primary key (organization_id, network)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table geofence_ip_allow_list, location_checks`.execute(db);
}
