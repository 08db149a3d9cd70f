import { Kysely } from 'kysely';
import type { Database } from './database';
export interface DatabaseOptions {
  /** A real PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database's files. */
  dataDir: string;
}
export declare function createDatabase(options: DatabaseOptions): Promise<Kysely<Database>>;
export declare function describeDatabase(options: DatabaseOptions): string;
