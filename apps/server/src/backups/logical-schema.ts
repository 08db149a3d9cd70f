import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export interface TableShape {
  name: string;
  /** Stored columns (generated ones are left to the database). */
  columns: string[];
  /** Primary key columns, for reading a large table in pages. */
  key: string[];
}

/** Kysely's own bookkeeping: the restore's migrations write it. */
const skipped = new Set(['kysely_migration', 'kysely_migration_lock']);

export async function listTables(db: Db): Promise<TableShape[]> {
  const { rows } = await sql<{ name: string; columns: string[]; key: string[] | null }>`
    select c.relname as name,
      array(select a.attname::text from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum) as columns,
      (select array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.n)
        from pg_index i where i.indrelid = c.oid and i.indisprimary) as key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`.execute(db);
  return rows
    .filter((row) => !skipped.has(row.name))
    .map((row) => ({ name: row.name, columns: row.columns, key: row.key ?? [] }));
}

export interface SequenceState {
  name: string;
  value: number | null;
}

export async function listSequences(db: Db): Promise<SequenceState[]> {
  const { rows } = await sql<SequenceState>`
    select sequencename as name, last_value as value from pg_sequences
    where schemaname = 'public' order by sequencename`.execute(db);
  return rows.map((row) => ({
    name: row.name,
    value: row.value === null ? null : Number(row.value),
  }));
}
