import { queryOptions, useQuery } from '@tanstack/react-query';
import { charityPledgeOptionsSchema } from '@charity/domain/api/charity';
import { CACHE_LIFETIME_MS } from '@charity/domain/cache';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

/** Spec §7: `GET charity/active-for-organization?organizationIdP=`, held in a local cache. */
export function getCharityPledgeOptions(organizationId: string) {
  return apiClient.get('charity/active-for-organization', charityPledgeOptionsSchema, {
    organizationIdP: organizationId,
  });
}

export const charityPledgeOptionsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['charity', organizationId, 'active'],
    queryFn: () => getCharityPledgeOptions(organizationId),
    staleTime: CACHE_LIFETIME_MS,
  });

export function useCharityPledgeOptions() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({
    ...charityPledgeOptionsQueryOptions(organizationId),
    enabled: !!organizationId,
  });
}
