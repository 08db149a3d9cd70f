import type { StoredCategory } from '@charity/domain/setup/category-setup';
import type { CharitySetup, StoredCharity } from '@charity/domain/setup/charity-setup';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import {
  toFileTranslations,
  toStoredTranslations,
  withTranslationsJson,
} from '../translations/stored-translations';

/** The organization's charity categories in their order, with how many charities each lists. */
export async function listCategories(
  db: Executor,
  organizationId: string,
  categoryId?: string,
): Promise<StoredCategory[]> {
  let query = db
    .selectFrom('charity_categories as k')
    .select([
      'k.id',
      'k.key',
      'k.name',
      'k.translations',
      sql<number>`(select count(*)::int from charities c where c.category_id = k.id)`.as(
        'charities',
      ),
    ])
    .where('k.organization_id', '=', organizationId)
    .orderBy('k.sort_order')
    .orderBy('k.name');
  if (categoryId) query = query.where('k.id', '=', categoryId);
  const rows = await query.execute();
  return rows.map(({ charities, translations, ...row }) => ({
    ...row,
    ...translationsOf(translations),
    charityCount: Number(charities),
  }));
}

/** Every charity of the organization, active or retired, with how many players pledged to it. */
export async function listCharities(
  db: Executor,
  organizationId: string,
  charityId?: string,
): Promise<StoredCharity[]> {
  let query = db
    .selectFrom('charities as c')
    .innerJoin('charity_categories as k', 'k.id', 'c.category_id')
    .select([
      'c.id',
      'c.key',
      'c.name',
      'c.description',
      'c.website_url',
      'c.logo_url',
      'c.active',
      'c.translations',
      'k.key as category_key',
      sql<number>`(select count(*)::int from accounts a where a.charity_id = c.id)`.as('pledges'),
    ])
    .where('c.organization_id', '=', organizationId)
    .orderBy('k.sort_order')
    .orderBy('c.sort_order')
    .orderBy('c.name');
  if (charityId) query = query.where('c.id', '=', charityId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    websiteUrl: row.website_url,
    logoUrl: row.logo_url,
    active: row.active,
    categoryKey: row.category_key,
    ...translationsOf(row.translations),
    pledgeCount: Number(row.pledges),
  }));
}

/** `{ translations }` when the row has French texts: the console shows and edits them. */
export function translationsOf(stored: unknown) {
  const translations = toFileTranslations(stored);
  return translations?.fr ? { translations: { fr: translations.fr } } : {};
}

/**
 * The `translations` column when the console sent them (replacing what was there), else
 * nothing: a caller that does not send them keeps the French texts as they are.
 */
export function translationsColumn(translations: CharitySetup['translations']) {
  return withTranslationsJson({
    translations: translations === undefined ? undefined : toStoredTranslations(translations),
  });
}

export function charityColumns(charity: CharitySetup, categoryId: string) {
  return {
    ...translationsColumn(charity.translations),
    key: charity.key,
    category_id: categoryId,
    name: charity.name,
    description: charity.description,
    website_url: charity.websiteUrl,
    logo_url: charity.logoUrl,
    active: charity.active,
  };
}

/** New charities go last in their organization's order. */
export async function nextSortOrder(db: Executor, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom('charities')
    .select(sql<number>`coalesce(max(sort_order), -1) + 1`.as('next'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.next);
}
