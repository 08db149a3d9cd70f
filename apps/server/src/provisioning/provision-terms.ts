import type { OrganizationSpec } from '@charity/domain/setup/organization-schema';
import {
  findLatestTerms,
  findTermsTranslation,
  insertTermsTranslation,
  insertTermsVersion,
  type TermsTexts,
} from '../terms/terms.repository';
import type { ProvisioningContext } from './provisioning-context';

type SpecTexts = OrganizationSpec['terms'];

function textsOf(spec: Pick<SpecTexts, 'termsOfService' | 'gameRules' | 'privacyPolicy'>) {
  return {
    terms_of_service: spec.termsOfService,
    game_rules: spec.gameRules,
    privacy_policy: spec.privacyPolicy,
  };
}

function sameTexts(a: TermsTexts | undefined, b: TermsTexts | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.terms_of_service === b.terms_of_service &&
    a.game_rules === b.game_rules &&
    a.privacy_policy === b.privacy_policy
  );
}

/**
 * Terms are versioned, never edited: changed text, in any language, publishes the next
 * version, which players agree to again whatever language they read it in.
 */
export async function provisionTerms(
  context: ProvisioningContext,
  organizationId: string,
  spec: OrganizationSpec,
): Promise<void> {
  const texts = textsOf(spec.terms);
  const french = spec.terms.translations?.fr && textsOf(spec.terms.translations.fr);
  const latest = await findLatestTerms(context.trx, organizationId);
  const latestFrench = latest && (await findTermsTranslation(context.trx, latest.id, 'fr'));
  if (latest && sameTexts(latest, texts) && sameTexts(latestFrench, french)) return;
  const version = (latest?.version ?? 0) + 1;
  const { id } = await insertTermsVersion(context.trx, organizationId, version, texts);
  if (french) await insertTermsTranslation(context.trx, id, 'fr', french);
  await context.record(organizationId, 'terms.published', {
    type: 'terms',
    id,
    label: `terms version ${version} of ${spec.slug}`,
  });
}
