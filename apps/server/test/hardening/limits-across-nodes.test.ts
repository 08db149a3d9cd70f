import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createDatabase } from '../../src/db/create-database';
import type { Database } from '../../src/db/database';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, testEnv, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const report = { Message: 'boom', Url: '/game/dashboard', AppVersion: '1' };

/** One client error report from one client address, to one node. */
const postReport = (node: App, remoteAddress: string) =>
  node.inject({
    method: 'POST',
    url: '/api/client-errors',
    headers: { host: 'goldrush.localhost' },
    remoteAddress,
    payload: report,
  });

/**
 * A second node on the same database: its own connection to PostgreSQL, or (PGlite has one
 * process) the same embedded database, which is what it shares then.
 */
async function secondNodeDatabase(): Promise<{ db: Kysely<Database>; close(): Promise<void> }> {
  if (!t.database.options.databaseUrl) return { db: t.database.db, close: async () => undefined };
  const db = await createDatabase(t.database.options);
  return { db, close: () => db.destroy() };
}

async function twoNodes(env: Record<string, string> = {}, namespace?: string) {
  const second = await secondNodeDatabase();
  const options = {
    env: testEnv(env),
    clientErrorsPerMinute: 3,
    ...(namespace ? { limits: { rateLimitNamespace: namespace } } : {}),
  };
  const a = await buildApp({ ...options, db: t.database.db });
  const b = await buildApp({ ...options, db: second.db });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await second.close();
    },
  };
}

async function expectLimitHoldsAcrossNodes(nodes: { a: App; b: App }) {
  const client = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    expect((await postReport(nodes.a, client)).statusCode).toBe(202);
  }
  const refused = await postReport(nodes.b, client);
  expect(expectApiError(refused, 429).Code).toBe('TooManyRequests');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  // Another client is not affected.
  expect((await postReport(nodes.b, '10.8.0.1')).statusCode).toBe(202);
}

describe('rate limits shared by every node', () => {
  it('a limit reached on one node holds on the second (PostgreSQL store)', async () => {
    const nodes = await twoNodes();
    try {
      await expectLimitHoldsAcrossNodes(nodes);
    } finally {
      await nodes.close();
    }
  });

  it.runIf(process.env.REDIS_URL)(
    'a limit reached on one node holds on the second (Redis store)',
    async () => {
      const nodes = await twoNodes(
        { REDIS_URL: process.env.REDIS_URL ?? '' },
        `charity-test-${randomUUID()}:`,
      );
      try {
        await expectLimitHoldsAcrossNodes(nodes);
        // Nothing was counted in PostgreSQL: the Redis store did the counting.
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from rate_limit_hits where key like 'charity-test-%'`.execute(
          t.database.db,
        );
        expect(rows[0]?.n).toBe(0);
      } finally {
        await nodes.close();
      }
    },
  );
});

describe('requests in flight per node', () => {
  it('answers 503 with Retry-After over the cap instead of queueing, then serves again', async () => {
    const node = await buildApp({
      env: testEnv({ MAX_IN_FLIGHT_REQUESTS: '2' }),
      db: t.database.db,
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    node.get('/api/test/slow', async () => {
      await gate;
      return { Done: true };
    });
    try {
      const held = [node.inject({ url: '/api/test/slow' }), node.inject({ url: '/api/test/slow' })];
      await new Promise((resolve) => setTimeout(resolve, 200));
      const refused = await node.inject({ url: '/api/config', headers: { host: 'localhost' } });
      const body = expectApiError(refused, 503);
      expect(body.Code).toBe('ServiceUnavailable');
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      // Liveness is not work in flight: a busy node is alive.
      expect((await node.inject({ url: '/healthz' })).statusCode).toBe(200);
      release();
      for (const response of await Promise.all(held)) expect(response.statusCode).toBe(200);
      const after = await node.inject({ url: '/api/config', headers: { host: 'localhost' } });
      expect(after.statusCode).toBe(200);
    } finally {
      release();
      await node.close();
    }
  });
});
