import type { OrganizationSpec } from '@charity/domain/setup/organization-schema';
import {
  findLatestTerms,
  findTermsTranslation,
  insertTermsTranslation,
  insertTermsVersion,
  type TermsTexts,
} from '../terms/terms.repository';
import { removedByText } from '../terms/terms-sanitizer';
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
 * Issue 26: the YAML loader refuses terms the sanitizer would change, as the staff publish
 * call does (the same DOMPurify allowlist), so what is stored is what players are shown.
 */
function refuseWhatTheSanitizerRemoves(spec: OrganizationSpec) {
  const { termsOfService, gameRules, privacyPolicy, translations } = spec.terms;
  const french = translations?.fr;
  const problems = [
    ...removedByText({ termsOfService, gameRules, privacyPolicy }, `${spec.slug}.terms.`),
    ...(french ? removedByText({ ...french }, `${spec.slug}.terms.translations.fr.`) : []),
  ].filter((text) => text.Removed.length > 0);
  if (problems.length === 0) return;
  const list = problems.map((text) => `${text.Path}: ${text.Removed.join(', ')}`).join('; ');
  throw new Error(`Terms would lose markup the sanitizer removes (${list}).`);
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
  refuseWhatTheSanitizerRemoves(spec);
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
