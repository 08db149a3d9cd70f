/**
 * `npm run org:archive -- <slug> <season> [--out <folder>]`: the organization's draws (published
 * records, entry lists, seeds), sales, payouts, voids and refunds and audit log of the season
 * (a year, or `2026-04-01..2027-03-31`), as CSV and JSON with SHA256SUMS and manifest.json,
 * into <folder>/<slug>-<season> (default folder: ./archives). Stop the server first on the
 * embedded database (one process at a time); on PostgreSQL it may run beside the server.
 */
import path from 'node:path';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { createDatabase } from '../db/create-database';
import { archiveOrganization } from './archive-organization';
import { parseSeason } from './season';

async function main() {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args.splice(outIndex, 2)[1] : undefined;
  const [slug, seasonText] = args;
  if (!slug || !seasonText) {
    process.stderr.write('usage: npm run org:archive -- <slug> <season> [--out <folder>]\n');
    process.exit(2);
  }
  const season = parseSeason(seasonText);
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', BACKUP_CHECK_INTERVAL_MS: '0' });
  const db = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const app = await buildApp({ env: { ...env, LIFECYCLE_INTERVAL_MS: 0 }, db });
  try {
    const base = path.resolve(process.env.INIT_CWD ?? process.cwd(), out ?? 'archives');
    const { dir, manifest } = await archiveOrganization(app, db, slug, season, base);
    process.stdout.write(
      `archive of ${slug} ${season.label}: ${manifest.files.length} files in ${dir}\n` +
        `check it with: cd ${dir} && sha256sum -c SHA256SUMS\n`,
    );
  } finally {
    await app.close();
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
