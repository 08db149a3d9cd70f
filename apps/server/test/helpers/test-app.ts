import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../../src/app';
import { loadEnv, type Env } from '../../src/config/env';
import { findOrganizationBySlug } from '../../src/organizations/organization.repository';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: TestDatabase;
  /** The id of a demo organization, by slug. */
  organizationId(slug: string): Promise<string>;
  close(): Promise<void>;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  // The lifecycle scheduler stays off: a test that needs it runs its passes explicitly.
  return loadEnv({
    WEB_DIST: '/nonexistent/web-dist',
    LOG_LEVEL: 'silent',
    LIFECYCLE_INTERVAL_MS: '0',
    BACKUP_CHECK_INTERVAL_MS: '0',
    ...overrides,
  });
}

/** The real app, in-process, over this test file's own database. */
export async function buildTestApp(
  options: { env?: Record<string, string>; app?: Partial<AppOptions> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ env: testEnv(options.env), db: database.db, ...options.app });
  return {
    app,
    database,
    async organizationId(slug) {
      const organization = await findOrganizationBySlug(database.db, slug);
      if (!organization) throw new Error(`No demo organization ${slug}`);
      return organization.id;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export const demoHosts = {
  goldrush: 'goldrush.localhost',
  fiftyfifty: 'fiftyfifty.localhost',
} as const;

/** GET with the Host of the given demo organization. */
export function getAs(
  app: FastifyInstance,
  slug: keyof typeof demoHosts,
  url: string,
  extra: Omit<InjectOptions, 'url' | 'method'> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    ...extra,
    headers: { host: demoHosts[slug], ...extra.headers },
  });
}
