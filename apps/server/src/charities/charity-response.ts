import type { CharitiesByCategory, CharityPledgeOption } from '@charity/domain/api/charity';
import type { ActiveCharity } from './charity.repository';

export function toPledgeOption(row: ActiveCharity): CharityPledgeOption {
  return {
    Id: row.id,
    Name: row.name,
    Description: row.description,
    CategoryId: row.category_id,
    CategoryName: row.category_name,
    LogoUrl: row.logo_url,
    WebsiteUrl: row.website_url,
  };
}

/** Keeps the repository's order: categories in order of first appearance. */
export function groupByCategory(rows: ActiveCharity[]): CharitiesByCategory['CharitiesByCategory'] {
  const categories = new Map<string, CharitiesByCategory['CharitiesByCategory'][number]>();
  for (const row of rows) {
    const category = categories.get(row.category_id) ?? {
      CategoryId: row.category_id,
      CategoryName: row.category_name,
      Charities: [],
    };
    category.Charities.push(toPledgeOption(row));
    categories.set(row.category_id, category);
  }
  return [...categories.values()];
}
