import path from 'node:path';
import type { Kysely } from 'kysely';
import type { App } from '../app';
import type { Database } from '../db/database';
import { archiveDraws } from './archive-draws';
import { archiveQueries } from './archive-tables';
import type { Season } from './season';
import { writeArchive, type ArchiveManifest } from './write-archive';

/** An organization's records of a season, for an inspector: see write-archive.ts. */
export async function archiveOrganization(
  app: App,
  db: Kysely<Database>,
  slug: string,
  season: Season,
  outDir: string,
): Promise<{ dir: string; manifest: ArchiveManifest }> {
  const org = await db
    .selectFrom('organizations as o')
    .innerJoin('organization_settings as s', 's.organization_id', 'o.id')
    .select(['o.id', 's.record_retention_years'])
    .where('o.slug', '=', slug)
    .executeTakeFirst();
  if (!org) throw new Error(`No organization ${slug}.`);
  const tables = [];
  for (const query of archiveQueries) tables.push(await query(db, org.id, season));
  const draws = await archiveDraws(app, db, org.id, season);
  const dir = path.join(outDir, `${slug}-${season.label.replace(/\.\./, '_')}`);
  const manifest = await writeArchive(
    dir,
    { organization: slug, season: season.label, retentionYears: org.record_retention_years },
    tables,
    draws,
  );
  return { dir, manifest };
}
