import { BENCH_BUNDLE } from './purchase-mode';
import { formatSubject } from '@charity/domain/claims';
// The app's table declarations (module augmentations) for the repositories used below.
import type {} from '../../apps/server/src/app';
import { importJWK, SignJWT } from 'jose';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../../apps/server/src/db/create-database';
import type { Database } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { loadIdentityKeys } from '../../apps/server/src/identity/identity-keys.repository';
import { loadDemoOrganizations } from '../../apps/server/src/provisioning/demo-organizations';

export const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function urlFor(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A scratch database with the schema and the demo organizations, dropped at the end. */
export async function scratchDatabase(name: string): Promise<Kysely<Database>> {
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  const db = await createDatabase({
    databaseUrl: urlFor(name),
    dataDir: '',
    poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  await migrateToLatest(db);
  await loadDemoOrganizations(db);
  return db;
}

export interface BenchGame {
  organizationId: string;
  gameId: string;
  instanceId: string;
}

/** The goldrush demo game resized for the run. */
export async function prepareGame(
  db: Kysely<Database>,
  range: number,
  maxPerPlayer: number,
): Promise<BenchGame> {
  const org = await db
    .selectFrom('organizations')
    .select(['id', 'current_game_id'])
    .where('slug', '=', 'goldrush')
    .executeTakeFirstOrThrow();
  const gameId = org.current_game_id ?? '';
  // The purchase bench buys this bundle every fourth time (purchase-mode.ts).
  await sql`update games set number_range_max = ${range},
    bundles = ${JSON.stringify([BENCH_BUNDLE])}::jsonb where id = ${gameId}`.execute(db);
  await db
    .updateTable('organization_settings')
    .set({ max_numbers_per_player: maxPerPlayer })
    .where('organization_id', '=', org.id)
    .execute();
  const instance = await db
    .selectFrom('game_instances')
    .select('id')
    .where('game_id', '=', gameId)
    .where('status', '=', 'Open')
    .executeTakeFirstOrThrow();
  return { organizationId: org.id, gameId, instanceId: instance.id };
}

/**
 * Players inserted in bulk, registered as the money calls require (terms, pledge, verified
 * e-mail, adult); they never log in: their tokens are signed with the provider's key.
 */
export async function createPlayers(
  db: Kysely<Database>,
  organizationId: string,
  count: number,
  origin: string,
) {
  const { rows } = await sql<{ id: string }>`
    insert into accounts (organization_id, email, password_hash, first_name, last_name,
      email_verified_at, date_of_birth, agreed_terms_version_id, agreed_terms_at, charity_id, pledged_at)
    select ${organizationId}, 'bench-' || n || '-' || md5(random()::text) || '@example.org', 'unused', 'Bench', 'Player',
      now(), date '1980-01-01',
      (select id from terms_versions where organization_id = ${organizationId} order by version desc limit 1), now(),
      (select id from charities where organization_id = ${organizationId} and active order by name limit 1), now()
    from generate_series(1, ${count}) n returning id`.execute(db);
  const jwk = (await loadIdentityKeys(db)).signing[0];
  if (!jwk) throw new Error('no signing key');
  const key = await importJWK(jwk, 'RS256');
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      token: await new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
        .setSubject(formatSubject({ organizationId, playerId: row.id, isAdmin: false }))
        .setIssuer(`${origin}/oidc`)
        .setAudience(`${origin}/api`)
        .setIssuedAt()
        .setExpirationTime('30m')
        .sign(key),
    })),
  );
}

/** The demo game is region-locked: each player passed a location check just now. */
export async function passLocationChecks(
  db: Kysely<Database>,
  game: BenchGame,
  players: { id: string }[],
) {
  const ids = players.map((player) => player.id);
  await sql`insert into location_checks (organization_id, game_id, player_id, method, inside, reason, jurisdiction)
    select ${game.organizationId}, ${game.gameId}, id, 'coordinates', true, 'benchmark', null
    from unnest(${ids}::uuid[]) id`.execute(db);
}
