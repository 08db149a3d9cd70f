import type { PGlite } from '@electric-sql/pglite';

/**
 * Where LISTEN can be done for a database that Kysely talks to: a pooled connection cannot
 * hold a LISTEN, so PostgreSQL needs its own client; PGlite has one connection and its own
 * listen API. Recorded by createDatabase, read by whoever needs notifications (live pot).
 */
export type ListenSource =
  { kind: 'postgres'; connectionString: string } | { kind: 'pglite'; client: PGlite };

const sources = new WeakMap<object, ListenSource>();

export function registerListenSource(db: object, source: ListenSource): void {
  sources.set(db, source);
}

export function listenSourceOf(db: object): ListenSource | undefined {
  return sources.get(db);
}
