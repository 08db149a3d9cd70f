import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { lockDataFolder } from './data-folder-lock';
import { countStatement, timePoolCheckouts } from './database-stats';
import { registerListenSource } from './listen-source';
import { PGliteDialect } from './pglite-dialect';
import { prepareRepeatedStatements } from './prepared-statements';

export interface DatabaseOptions {
  /** A real PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database's files. */
  dataDir: string;
  /** PostgreSQL pool size (DATABASE_POOL_SIZE); 10 when absent. */
  poolSize?: number | undefined;
  /** Named prepared statements (DATABASE_PREPARE); off behind a transaction-mode pooler. */
  prepare?: boolean | undefined;
}

const INT8_OID = 20;

/** Money columns are bigint cents; far below 2^53, so they are read as plain numbers. */
function typeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === INT8_OID) return (value: string) => Number(value);
  return format === 'binary'
    ? pg.types.getTypeParser(oid, 'binary')
    : pg.types.getTypeParser(oid, 'text');
}

export async function createDatabase(options: DatabaseOptions): Promise<Kysely<Database>> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: { getTypeParser: typeParser },
    });
    // An idle connection the server closes (restart, failover, a dropped database) must not
    // crash the process: the pool replaces it on the next query.
    pool.on('error', (error) =>
      console.warn(`PostgreSQL idle connection closed: ${error.message}`),
    );
    if (options.prepare ?? true) pool.on('connect', prepareRepeatedStatements);
    timePoolCheckouts(pool);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: countStatement,
    });
    registerListenSource(db, { kind: 'postgres', connectionString: options.databaseUrl });
    return db;
  }
  await mkdir(options.dataDir, { recursive: true });
  const unlock = await lockDataFolder(options.dataDir);
  const client = await PGlite.create(options.dataDir);
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(client, unlock),
    log: countStatement,
  });
  // Kysely only closes a driver it has used: touch it so that destroy() closes the files.
  await sql`select 1`.execute(db);
  registerListenSource(db, { kind: 'pglite', client });
  return db;
}

export function describeDatabase(options: DatabaseOptions): string {
  if (!options.databaseUrl) return `PGlite in ${options.dataDir}`;
  const url = new URL(options.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}
