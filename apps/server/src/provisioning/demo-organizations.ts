import path from 'node:path';
import type { Logger } from 'pino';
import { createDemoAccounts } from '../accounts/demo-accounts';
import { demoDir } from '../config/paths';
import type { Executor } from '../db/executor';
import { countOrganizations } from '../organizations/organization.repository';
import { provision } from './provision';
import { readProvisioningFile } from './read-provisioning-file';

export const demoFiles = ['goldrush.yaml', 'fiftyfifty.yaml'].map((file) =>
  path.join(demoDir, file),
);

export async function loadDemoOrganizations(db: Executor, now = new Date()): Promise<string[]> {
  const loaded: string[] = [];
  for (const file of demoFiles) {
    const result = await provision(db, await readProvisioningFile(file), now);
    loaded.push(...result.organizations);
  }
  await createDemoAccounts(db, loaded);
  return loaded;
}

/**
 * A fresh demo or development install gets the two demo organizations; an install with any
 * organization keeps its own, and production loads them only when asked (DEMO_ORGANIZATIONS).
 */
export async function seedDemoIfEmpty(
  db: Executor,
  log: Pick<Logger, 'info' | 'warn'>,
  wanted = true,
): Promise<void> {
  if ((await countOrganizations(db)) > 0) return;
  if (!wanted) {
    log.warn(
      'empty database, no organization: load one (npm run org:load -- <file.yaml>) and invite its owner (npm run org:owner -- <slug> <email>); DEMO_ORGANIZATIONS=true loads the demo ones',
    );
    return;
  }
  const slugs = await loadDemoOrganizations(db);
  log.info({ organizations: slugs }, 'empty database: loaded the demo organizations');
}
