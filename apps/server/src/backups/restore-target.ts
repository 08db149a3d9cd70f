import { readdir, rename } from 'node:fs/promises';
import pg from 'pg';

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** Refused before anything is changed: the target holds data and --force was not given. */
export class TargetNotEmptyError extends Error {}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function describeTarget(target: RestoreTarget): string {
  if (target.kind === 'pglite') return `the data folder ${target.dataDir}`;
  const url = new URL(target.url);
  return `the PostgreSQL database ${url.host}${url.pathname}`;
}

/** Whether the target already holds a database (files in the folder, tables in the schema). */
export async function targetHasData(target: RestoreTarget): Promise<boolean> {
  if (target.kind === 'pglite') {
    const entries = await readdir(target.dataDir).catch(() => [] as string[]);
    return entries.length > 0;
  }
  return withClient(target.url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'S', 'v', 'm')`,
    );
    return Number(rows[0]?.n ?? 0) > 0;
  });
}

/**
 * Makes room for a forced restore: a data folder is moved aside (never deleted: answers where
 * to), a PostgreSQL schema is dropped and made again.
 */
export async function clearTarget(target: RestoreTarget): Promise<string | null> {
  if (target.kind === 'pglite') {
    const aside = `${target.dataDir}.replaced-${new Date().toISOString().replace(/[-:.]/g, '')}`;
    await rename(target.dataDir, aside);
    return aside;
  }
  await withClient(target.url, (client) =>
    client.query('drop schema public cascade; create schema public'),
  );
  return null;
}
