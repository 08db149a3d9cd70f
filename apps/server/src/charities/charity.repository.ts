import type { Executor } from '../db/executor';
import type { Locale } from '../identity/pages/locale';
import { localized } from '../translations/localized-sql';

/**
 * Active charities of one organization, in category order then charity order; names and
 * descriptions in `locale` where the organization gave them (issue 12).
 */
export async function listActiveCharities(
  db: Executor,
  organizationId: string,
  locale: Locale = 'en',
) {
  return db
    .selectFrom('charities')
    .innerJoin('charity_categories', 'charity_categories.id', 'charities.category_id')
    .select([
      'charities.id',
      localized(locale, 'charities', 'name').as('name'),
      localized(locale, 'charities', 'description').as('description'),
      'charities.logo_url',
      'charities.website_url',
      'charity_categories.id as category_id',
      localized(locale, 'charity_categories', 'name').as('category_name'),
    ])
    .where('charities.organization_id', '=', organizationId)
    .where('charities.active', '=', true)
    .orderBy('charity_categories.sort_order')
    .orderBy('charity_categories.name')
    .orderBy('charities.sort_order')
    .orderBy('charities.name')
    .execute();
}

export type ActiveCharity = Awaited<ReturnType<typeof listActiveCharities>>[number];
