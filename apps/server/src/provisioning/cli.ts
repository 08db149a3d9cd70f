import { loadEnv } from '../config/env';
import { createDatabase, describeDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { provision } from './provision';
import { readProvisioningFile } from './read-provisioning-file';
import path from 'node:path';

/** `npm run org:load -- file.yaml [more.yaml]`: loads organizations into the database. */
async function main(files: string[]): Promise<void> {
  if (files.length === 0) throw new Error('Usage: npm run org:load -- <file.yaml> [more files]');
  const env = loadEnv();
  // npm runs workspace scripts in apps/server; INIT_CWD is where the user typed the command.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const specs = await Promise.all(
    files.map((file) => readProvisioningFile(path.resolve(cwd, file))),
  );
  const db = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(db);
    for (const [index, spec] of specs.entries()) {
      const result = await provision(db, spec);
      const summary =
        result.changes.length === 0
          ? ['  nothing to change']
          : result.changes.map((change) => `  ${change}`);
      process.stdout.write(
        `${files[index]} → ${result.organizations.join(', ')} (${describeDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })})\n${summary.join('\n')}\n`,
      );
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
