import type { CharitiesByCategory, CharityPledgeOption } from '@charity/domain/api/charity';
import type { ActiveCharity } from './charity.repository';
export declare function toPledgeOption(row: ActiveCharity): CharityPledgeOption;
/** Keeps the repository's order: categories in order of first appearance. */
export declare function groupByCategory(
  rows: ActiveCharity[],
): CharitiesByCategory['CharitiesByCategory'];
