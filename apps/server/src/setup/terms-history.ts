import type { TermsVersionTexts } from '@charity/domain/setup/terms-currency';
import type { Executor } from '../db/executor';

/** Every published version's texts, English and French, oldest first (for termsCurrency). */
export async function termsHistory(
  db: Executor,
  organizationId: string,
): Promise<TermsVersionTexts[]> {
  const rows = await db
    .selectFrom('terms_versions as v')
    .leftJoin('terms_translations as f', (join) =>
      join.onRef('f.terms_version_id', '=', 'v.id').on('f.locale', '=', 'fr'),
    )
    .select([
      'v.version',
      'v.published_at',
      'v.terms_of_service',
      'v.game_rules',
      'v.privacy_policy',
      'f.terms_of_service as fr_terms_of_service',
      'f.game_rules as fr_game_rules',
      'f.privacy_policy as fr_privacy_policy',
    ])
    .where('v.organization_id', '=', organizationId)
    .orderBy('v.version', 'asc')
    .execute();
  return rows.map((row) => ({
    version: row.version,
    publishedAt: row.published_at.toISOString(),
    english: {
      termsOfService: row.terms_of_service,
      gameRules: row.game_rules,
      privacyPolicy: row.privacy_policy,
    },
    french:
      row.fr_terms_of_service === null
        ? null
        : {
            termsOfService: row.fr_terms_of_service,
            gameRules: row.fr_game_rules ?? '',
            privacyPolicy: row.fr_privacy_policy ?? '',
          },
  }));
}
