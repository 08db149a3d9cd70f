import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { migrateOnly } from '../db/migrate';
import { listTables } from './logical-schema';

type Line =
  | { migrations: string[] }
  | { sequence: { name: string; value: number | null } }
  | { table: string; columns: string[] }
  | { rows: Record<string, unknown>[] };

const ident = (name: string) => sql.id(name);

/**
 * Loads a logical dump into an empty database of either kind: the schema from the same
 * migrations the source had run, then every row with triggers and foreign keys off (they
 * held when the rows were written), then the sequences where they stood.
 */
export async function restoreLogical(
  db: Kysely<Database>,
  file: string,
  offset: number,
): Promise<{ tables: number; rows: number }> {
  const lines = createInterface({
    input: createReadStream(file, { start: offset }).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = JSON.parse(String(first.value ?? '{}')) as Partial<{ migrations: string[] }>;
  if (!Array.isArray(head.migrations)) throw new Error('The logical dump lists no migrations.');
  await migrateOnly(db, head.migrations);

  let tables = 0;
  let rows = 0;
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    const existing = await listTables(trx);
    if (existing.length > 0) {
      await sql`truncate ${sql.join(existing.map((t) => ident(t.name)))} restart identity`.execute(
        trx,
      );
    }
    const sequences: { name: string; value: number | null }[] = [];
    let table: { table: string; columns: string[] } | null = null;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const line = JSON.parse(next.value) as Line;
      if ('sequence' in line) sequences.push(line.sequence);
      else if ('table' in line) {
        table = line;
        tables++;
      } else if ('rows' in line && table) {
        const columns = sql.join(table.columns.map(ident));
        await sql`insert into ${ident(table.table)} (${columns}) overriding system value
          select ${columns} from jsonb_populate_recordset(null::${ident(table.table)},
            ${JSON.stringify(line.rows)}::jsonb)`.execute(trx);
        rows += line.rows.length;
      }
    }
    for (const { name, value } of sequences) {
      await sql`create sequence if not exists ${ident(name)} minvalue 1`.execute(trx);
      if (value !== null) await sql`select setval(${name}::regclass, ${value})`.execute(trx);
    }
  });
  return { tables, rows };
}
