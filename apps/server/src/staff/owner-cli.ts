import { loadEnv } from '../config/env';
import { createDatabase, describeDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { inviteOwner } from './invite-owner';

const usage = 'Usage: npm run org:owner -- <organization slug> <owner e-mail>';

/**
 * `npm run org:owner -- <slug> <email>`: invites the organization's owner and prints the
 * single-use link (7 days) for the operator to give them; nothing is mailed.
 */
async function main(args: string[]): Promise<void> {
  const [slug, email, ...rest] = args;
  if (!slug || !email || rest.length > 0) throw new Error(usage);
  const env = loadEnv();
  const options = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
  const db = await createDatabase(options);
  try {
    await migrateToLatest(db);
    const invitation = await inviteOwner(db, slug, email, env.PUBLIC_ORIGIN);
    process.stdout.write(
      [
        `Owner invitation for ${invitation.email} to ${invitation.organization} (${describeDatabase(options)}).`,
        `Give them this link (single use, until ${invitation.expiresAt.toISOString()}):`,
        `  ${invitation.link}`,
        'They open it, sign in with that address (or create an account with it), and accept.',
        '',
      ].join('\n'),
    );
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
