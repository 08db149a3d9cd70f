import type { Executor } from '../db/executor';

/** Active charities of one organization, in category order then charity order. */
export async function listActiveCharities(db: Executor, organizationId: string) {
  return db
    .selectFrom('charities')
    .innerJoin('charity_categories', 'charity_categories.id', 'charities.category_id')
    .select([
      'charities.id',
      'charities.name',
      'charities.description',
      'charities.logo_url',
      'charities.website_url',
      'charity_categories.id as category_id',
      'charity_categories.name as category_name',
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
