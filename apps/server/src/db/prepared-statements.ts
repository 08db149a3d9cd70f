import type pg from 'pg';

/**
 * At most this many distinct statements are prepared per process (and so per connection):
 * the application's own SQL is a few hundred texts; a statement whose text varies with its
 * input (an `in (...)` list of any length) must not grow every connection's plan cache
 * without bound. Past the cap, statements run unnamed as before.
 */
const MAX_PREPARED = 2000;

/** Only data statements: DDL and session commands are never worth a plan, and may not be prepared. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

const names = new Map<string, string>();
let lastName = 0;

function nameFor(text: string): string | null {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= MAX_PREPARED || !PREPARABLE.test(text)) return null;
  return rename(text);
}

function rename(text: string): string {
  lastName += 1;
  const name = `s${lastName}`;
  names.set(text, name);
  return name;
}

/**
 * A table's columns changed under a prepared `select *` or `returning *` (a migration run by
 * another node during a rolling upgrade): PostgreSQL refuses to run the old plan again.
 */
const isStalePlan = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '0A000' &&
  /cached plan must not change result type/.test(String((error as Error).message));

type Query = (...args: unknown[]) => unknown;

/**
 * Runs the application's statements as named prepared statements on this connection: each
 * text is parsed and planned once per connection instead of at every call (PostgreSQL keeps
 * a generic plan once it costs no more than the custom ones). Profiled on the purchase path,
 * planning was about a third of the database's time per purchase (decision 0014).
 */
export function prepareRepeatedStatements(client: pg.PoolClient | pg.Client): void {
  const query = client.query.bind(client) as Query;
  const run = (text: string, values: unknown[], name: string) =>
    query({ name, text, values }) as Promise<unknown>;
  const prepared: Query = (config, values, callback) => {
    const name =
      typeof config === 'string' && Array.isArray(values) && callback === undefined
        ? nameFor(config)
        : null;
    if (!name) return query(config, values, callback);
    const text = config as string;
    return run(text, values as unknown[], name).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      // Prepared again under a new name on every connection; the old one is left unused. A
      // name another call gave it meanwhile is the new one already.
      const current = names.get(text);
      const fresh = current !== undefined && current !== name ? current : rename(text);
      // Outside a transaction nothing was lost: run it again. Inside one, the transaction is
      // aborted and the caller's error stands (a retried transaction uses the new name).
      if (client.getTransactionStatus() === 'I') return run(text, values as unknown[], fresh);
      throw error;
    });
  };
  Object.assign(client, { query: prepared });
}
