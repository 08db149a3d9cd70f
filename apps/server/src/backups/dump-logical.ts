import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import { listSequences, listTables, type TableShape } from './logical-schema';

const PAGE = 5000;

const ident = (name: string) => sql.id(name);
const list = (names: string[]) => sql.join(names.map(ident));

/** One page of a table as JSON objects, after `after` (the last page's key values). */
async function readPage(
  trx: Transaction<Database>,
  table: TableShape,
  after: unknown[] | null,
): Promise<Record<string, unknown>[]> {
  const where =
    after === null
      ? sql``
      : sql`where (${list(table.key)}) > (${sql.join(after.map((v) => sql`${v}`))})`;
  const order = table.key.length > 0 ? sql`order by ${list(table.key)} limit ${PAGE}` : sql``;
  const { rows } = await sql<{ r: Record<string, unknown> }>`
    select to_jsonb(t) as r from (select ${list(table.columns)} from ${ident(table.name)}) t
    ${where} ${order}`.execute(trx);
  return rows.map((row) => row.r);
}

/**
 * A kind-neutral dump: every row of every table as JSON, the sequences' values and the
 * migrations run, read in one repeatable-read transaction (one snapshot). It restores into
 * PGlite or PostgreSQL whatever it was taken from (restore-logical.ts).
 */
export async function dumpLogical(
  db: Kysely<Database>,
  payloadFile: string,
  migrations: string[],
): Promise<void> {
  const gzip = createGzip();
  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(payloadFile);
    out.once('finish', () => resolve());
    out.once('error', reject);
    gzip.once('error', reject);
    gzip.pipe(out);
  });
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
  };
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await write({ migrations });
      for (const sequence of await listSequences(trx)) await write({ sequence });
      for (const table of await listTables(trx)) {
        await write({ table: table.name, columns: table.columns });
        let after: unknown[] | null = null;
        for (;;) {
          const rows = await readPage(trx, table, after);
          if (rows.length > 0) await write({ rows });
          if (table.key.length === 0 || rows.length < PAGE) break;
          const last = rows[rows.length - 1] as Record<string, unknown>;
          after = table.key.map((column) => last[column]);
        }
      }
    });
  gzip.end();
  await done;
}
