import type { PGlite } from '@electric-sql/pglite';
import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Dialect,
  type Driver,
  type Kysely,
} from 'kysely';
export declare class PGliteDialect implements Dialect {
  private readonly client;
  constructor(client: PGlite);
  createAdapter(): PostgresAdapter;
  createDriver(): Driver;
  createIntrospector(db: Kysely<unknown>): PostgresIntrospector;
  createQueryCompiler(): PostgresQueryCompiler;
}
