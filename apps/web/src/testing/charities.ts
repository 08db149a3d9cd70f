import type { CharitiesByCategory, CharityPledgeOption } from '@charity/domain/api/charity';

export function buildCharity(overrides: Partial<CharityPledgeOption> = {}): CharityPledgeOption {
  return {
    Id: 'charity-1',
    Name: 'Food Bank',
    Description: 'Meals for families',
    CategoryId: 'community',
    CategoryName: 'Community',
    LogoUrl: null,
    WebsiteUrl: null,
    ...overrides,
  };
}

/** Two categories, three charities: the multi-charity organization's shape. */
export function buildCharitiesByCategory(): CharitiesByCategory {
  const foodBank = buildCharity();
  const shelter = buildCharity({ Id: 'charity-2', Name: 'Shelter', Description: 'Beds' });
  const hospital = buildCharity({
    Id: 'charity-3',
    Name: 'Hospital Foundation',
    Description: 'Care close to home',
    CategoryId: 'health',
    CategoryName: 'Health',
    LogoUrl: '/cdn/hospital.svg',
  });
  return {
    CharitiesByCategory: [
      { CategoryId: 'community', CategoryName: 'Community', Charities: [foodBank, shelter] },
      { CategoryId: 'health', CategoryName: 'Health', Charities: [hospital] },
    ],
  };
}
