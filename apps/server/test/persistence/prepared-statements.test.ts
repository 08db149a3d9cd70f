import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/create-database';
import type { Database } from '../../src/db/database';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// Named prepared statements exist on PostgreSQL only (PGlite runs in-process, unprepared).
const onPostgres = !!process.env.DATABASE_URL;

type Prepared = { name: string; statement: string };

/** The statements prepared on the transaction's own connection. */
const preparedOn = async (trx: Kysely<Database>) =>
  (await sql<Prepared>`select name, statement from pg_prepared_statements`.execute(trx)).rows;

describe.skipIf(!onPostgres)('named prepared statements (PostgreSQL)', () => {
  let database: TestDatabase;
  let unprepared: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase();
    unprepared = await createDatabase({ ...database.options, prepare: false });
  });

  afterAll(async () => {
    await unprepared.destroy();
    await database.drop();
  });

  it('prepares an application statement once per connection and reuses it', async () => {
    const slug = 'goldrush';
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 3; i++) {
        const found = await trx
          .selectFrom('organizations')
          .select('id')
          .where('slug', '=', slug)
          .executeTakeFirst();
        expect(found?.id).toBeTruthy();
      }
      const mine = (await preparedOn(trx)).filter((row) => row.statement.includes('"slug" = $1'));
      expect(mine).toHaveLength(1);
      expect(mine[0]?.name).toMatch(/^s\d+$/);
    });
  });

  it('leaves DDL and session commands unprepared', async () => {
    await database.db.transaction().execute(async (trx) => {
      await sql`create temporary table scratch_ddl (n int) on commit drop`.execute(trx);
      await sql`set local statement_timeout = 5000`.execute(trx);
      const statements = (await preparedOn(trx)).map((row) => row.statement);
      expect(statements.some((text) => /create temporary|set local/i.test(text))).toBe(false);
    });
  });

  it('prepares nothing with DATABASE_PREPARE=false (a transaction-mode pooler)', async () => {
    await unprepared.transaction().execute(async (trx) => {
      await trx.selectFrom('organizations').select('id').execute();
      expect(await preparedOn(trx)).toEqual([]);
    });
  });

  it('survives a column added under a prepared `select *` (a rolling upgrade)', async () => {
    await sql`create table rolling_upgrade (id int primary key)`.execute(database.db);
    await sql`insert into rolling_upgrade values (1)`.execute(database.db);
    const readAll = () => sql<{ id: number }>`select * from rolling_upgrade where id = ${1}`;
    // Pin one connection: the statement is prepared there, then the table changes under it.
    await database.db.connection().execute(async (connection) => {
      expect((await readAll().execute(connection)).rows).toEqual([{ id: 1 }]);
      await sql`alter table rolling_upgrade add column note text default 'new'`.execute(unprepared);
      // Outside a transaction the statement is prepared again under a new name and answers.
      expect((await readAll().execute(connection)).rows).toEqual([{ id: 1, note: 'new' }]);
      // Inside one, the first run after a change fails and the next transaction succeeds.
      await sql`alter table rolling_upgrade add column more int default 2`.execute(unprepared);
      await expect(
        connection.transaction().execute((trx) => readAll().execute(trx)),
      ).rejects.toThrow(/cached plan must not change result type/);
      const again = await connection.transaction().execute((trx) => readAll().execute(trx));
      expect(again.rows).toEqual([{ id: 1, note: 'new', more: 2 }]);
    });
  });
});
