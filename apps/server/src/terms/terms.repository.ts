import type { Executor } from '../db/executor';

/** The latest terms are the highest version; older versions stay for players who agreed. */
export async function findLatestTerms(db: Executor, organizationId: string) {
  return db
    .selectFrom('terms_versions')
    .select(['id', 'version', 'terms_of_service', 'game_rules', 'privacy_policy', 'published_at'])
    .where('organization_id', '=', organizationId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface TermsTexts {
  terms_of_service: string;
  game_rules: string;
  privacy_policy: string;
}

export async function insertTermsVersion(
  db: Executor,
  organizationId: string,
  version: number,
  texts: TermsTexts,
) {
  return db
    .insertInto('terms_versions')
    .values({ organization_id: organizationId, version, ...texts })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

export type TermsLocale = 'fr';

/** A version's texts in one more language, when the organization has them. */
export async function findTermsTranslation(db: Executor, versionId: string, locale: TermsLocale) {
  return db
    .selectFrom('terms_translations')
    .select(['terms_of_service', 'game_rules', 'privacy_policy'])
    .where('terms_version_id', '=', versionId)
    .where('locale', '=', locale)
    .executeTakeFirst();
}

export async function insertTermsTranslation(
  db: Executor,
  versionId: string,
  locale: TermsLocale,
  texts: TermsTexts,
) {
  await db
    .insertInto('terms_translations')
    .values({ terms_version_id: versionId, locale, ...texts })
    .execute();
}
