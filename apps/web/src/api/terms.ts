import { queryOptions, useQuery } from '@tanstack/react-query';
import { termsRecordSchema } from '@charity/domain/api/terms';
import { CACHE_LIFETIME_MS } from '@charity/domain/cache';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

/** Spec §7: `GET organization/tos/latest/byid/{organizationId}`, only when none is cached. */
export function getLatestTerms(organizationId: string) {
  return apiClient.get(`organization/tos/latest/byid/${organizationId}`, termsRecordSchema);
}

export const latestTermsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['organization', organizationId, 'tos', 'latest'],
    queryFn: () => getLatestTerms(organizationId),
    staleTime: CACHE_LIFETIME_MS,
  });

export function useLatestTerms() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({ ...latestTermsQueryOptions(organizationId), enabled: !!organizationId });
}
