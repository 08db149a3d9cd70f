/**
 * `tsx scripts/seed-test-organizations.ts <file.yaml>...`, before the browser tests' server
 * starts: the demo organizations, as a fresh install gets them, plus test-only organizations,
 * each with an owner and a manager (the demo passwords). The server then finds a
 * database that is not empty and seeds nothing more.
 */
import path from 'node:path';
import { DEMO_ADMIN_PASSWORD, DEMO_MANAGER_PASSWORD } from '../src/accounts/demo-accounts';
import { insertAccount } from '../src/accounts/account.repository';
import { hashPassword } from '../src/accounts/password-hash';
import { loadEnv } from '../src/config/env';
import { createDatabase } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate';
import { loadDemoOrganizations } from '../src/provisioning/demo-organizations';
import { provision } from '../src/provisioning/provision';
import { readProvisioningFile } from '../src/provisioning/read-provisioning-file';

async function main(files: string[]): Promise<void> {
  const env = loadEnv();
  const db = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(db);
    await loadDemoOrganizations(db);
    for (const file of files) {
      const result = await provision(db, await readProvisioningFile(path.resolve(file)));
      for (const organization of await idsOf(db, result.organizations)) {
        // The owner (the demo administrator's address) and a manager, as demo organizations have.
        for (const [local, role, password] of [
          ['admin', 'owner', DEMO_ADMIN_PASSWORD],
          ['manager', 'manager', DEMO_MANAGER_PASSWORD],
        ] as const) {
          await insertAccount(db, {
            organizationId: organization.id,
            email: `${local}@${organization.slug}.example`,
            passwordHash: await hashPassword(password),
            firstName: 'Test',
            lastName: role === 'owner' ? 'Administrator' : 'Manager',
            phone: '902-555-0100',
            dateOfBirth: '1980-01-01',
            address: null,
            staffRole: role,
            emailVerifiedAt: new Date(),
          });
        }
      }
    }
  } finally {
    await db.destroy();
  }
}

async function idsOf(db: Awaited<ReturnType<typeof createDatabase>>, slugs: string[]) {
  return db.selectFrom('organizations').select(['id', 'slug']).where('slug', 'in', slugs).execute();
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
