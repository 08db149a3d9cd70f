import type { Executor } from '../db/executor';
import { badRequest, fieldProblem, notFound } from '../errors/http-errors';
import {
  findLatestTerms,
  findTermsTranslation,
  insertTermsTranslation,
  insertTermsVersion,
  type TermsTexts,
} from './terms.repository';

type GivenTexts = Partial<Record<keyof TermsTexts, string | undefined>>;

const NAMES: Record<keyof TermsTexts, string> = {
  terms_of_service: 'TermsOfService',
  game_rules: 'GameRules',
  privacy_policy: 'PrivacyPolicy',
};

/** Each text as given, else as it was; null when a text has neither (nothing to copy). */
function merge(given: GivenTexts, previous: TermsTexts | undefined) {
  const next = {} as TermsTexts;
  for (const key of Object.keys(NAMES) as (keyof TermsTexts)[]) {
    const text = given[key] ?? previous?.[key];
    if (text === undefined) return { missing: key };
    next[key] = text;
  }
  return { next };
}

/**
 * The French texts of the next version (terms per language, issue 12): as given, else the
 * latest version's; none when the organization has no French terms and gives none.
 */
async function nextFrench(
  trx: Executor,
  latestId: string | undefined,
  given: GivenTexts | undefined,
) {
  const previous = latestId ? await findTermsTranslation(trx, latestId, 'fr') : undefined;
  if (!previous && !given) return { previous: null, next: null };
  const merged = merge(given ?? {}, previous);
  if (!merged.next) {
    const name = `French.${NAMES[merged.missing]}`;
    throw fieldProblem(`body.${name}`, 'the first French version needs all three texts');
  }
  return { previous: previous ?? null, next: merged.next };
}

/**
 * The next version, with the texts not given copied from the latest. Call it in a
 * transaction: the organization's row is locked so two publishers get two versions.
 */
export async function publishTermsVersion(
  trx: Executor,
  organizationId: string,
  texts: GivenTexts,
  french?: GivenTexts,
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
  const translation = await nextFrench(trx, latest?.id, french);
  if (translation.next) await insertTermsTranslation(trx, id, 'fr', translation.next);
  const previous: TermsTexts | null = latest
    ? {
        terms_of_service: latest.terms_of_service,
        game_rules: latest.game_rules,
        privacy_policy: latest.privacy_policy,
      }
    : null;
  return { id, version, ...next, previous, french: translation };
}
