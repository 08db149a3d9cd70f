import type { Executor } from '../db/executor';
import { badRequest, notFound } from '../errors/http-errors';
import { findLatestTerms, insertTermsVersion, type TermsTexts } from './terms.repository';

/**
 * The next version, with the texts not given copied from the latest. Call it in a
 * transaction: the organization's row is locked so two publishers get two versions.
 */
export async function publishTermsVersion(
  trx: Executor,
  organizationId: string,
  texts: Partial<Record<keyof TermsTexts, string | undefined>>,
) {
  const locked = await trx
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw notFound(`Organization ${organizationId} does not exist.`);
  const latest = await findLatestTerms(trx, organizationId);
  if (!latest && Object.values(texts).some((text) => text === undefined)) {
    throw badRequest('The first terms version needs all three texts.');
  }
  const next: TermsTexts = {
    terms_of_service: texts.terms_of_service ?? latest?.terms_of_service ?? '',
    game_rules: texts.game_rules ?? latest?.game_rules ?? '',
    privacy_policy: texts.privacy_policy ?? latest?.privacy_policy ?? '',
  };
  const { id, version } = await insertTermsVersion(
    trx,
    organizationId,
    (latest?.version ?? 0) + 1,
    next,
  );
  return { id, version, ...next };
}
