import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { logDemoAccounts } from './accounts/demo-accounts';
import { buildApp } from './app';
import { InvalidEnvironmentError, loadEnv, type Env } from './config/env';
import { demoOrganizationsWanted } from './config/production-build';
import { isClusterWorker, runPrimary } from './cluster/primary';
import { workerCount } from './cluster/worker-count';
import { loggerOptions } from './config/logger-options';
import { appVersion } from './config/version';
import { createDatabase, describeDatabase } from './db/create-database';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { listOrganizationHosts } from './organizations/organization.repository';
import { seedDemoIfEmpty } from './provisioning/demo-organizations';

async function prepareDatabase(db: Kysely<Database>, log: pino.Logger, env: Env): Promise<void> {
  const applied = await migrateToLatest(db);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
  else log.info('database up to date: no migration to apply');
  await seedDemoIfEmpty(db, log, demoOrganizationsWanted(env));
  await logDemoAccounts(db, log);
}

async function start(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const log = pino(loggerOptions(env));
  const databaseOptions = {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    prepare: env.DATABASE_PREPARE,
  };
  let workers: number;
  try {
    workers = workerCount(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (!isClusterWorker()) {
    log.info({ version: appVersion, database: describeDatabase(databaseOptions) }, 'starting');
  }
  const db = await createDatabase(databaseOptions);
  // Migrated and seeded once, before any worker serves.
  if (!isClusterWorker()) await prepareDatabase(db, log, env);
  if (workers > 1 && cluster.isPrimary) {
    await db.destroy();
    runPrimary(workers, log);
    return;
  }

  const app = await buildApp({ env, db, logger: log });

  closeWithGrace({ delay: 10_000, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'closing after an error');
    else log.info({ signal }, 'shutting down');
    await app.close();
    await db.destroy();
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  const port = app.server.address();
  const actualPort = typeof port === 'object' && port ? port.port : env.PORT;
  const hosts = await listOrganizationHosts(db);
  const urls = [
    `http://localhost:${actualPort} (${env.DEFAULT_ORGANIZATION})`,
    ...hosts.map(({ host, slug }) => `http://${host}:${actualPort} (${slug})`),
  ];
  log.info(
    { urls, docs: `http://localhost:${actualPort}/api/docs` },
    `serving on ${urls.join(', ')}`,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
