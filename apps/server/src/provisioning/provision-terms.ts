import { findLatestTerms, insertTermsVersion } from '../terms/terms.repository';
import type { ProvisioningContext } from './provisioning-context';
import type { OrganizationSpec } from './provisioning-schema';

/** Terms are versioned, never edited: changed text publishes the next version. */
export async function provisionTerms(
  context: ProvisioningContext,
  organizationId: string,
  spec: OrganizationSpec,
): Promise<void> {
  const texts = {
    terms_of_service: spec.terms.termsOfService,
    game_rules: spec.terms.gameRules,
    privacy_policy: spec.terms.privacyPolicy,
  };
  const latest = await findLatestTerms(context.trx, organizationId);
  const unchanged =
    latest &&
    latest.terms_of_service === texts.terms_of_service &&
    latest.game_rules === texts.game_rules &&
    latest.privacy_policy === texts.privacy_policy;
  if (unchanged) return;
  const version = (latest?.version ?? 0) + 1;
  const { id } = await insertTermsVersion(context.trx, organizationId, version, texts);
  await context.record(organizationId, 'terms.published', {
    type: 'terms',
    id,
    label: `terms version ${version} of ${spec.slug}`,
  });
}
