import { queryOptions, useQuery } from '@tanstack/react-query';
import { maxNumbersPerPlayerSchema } from '@charity/domain/api/config';
import { CACHE_LIFETIME_MS } from '@charity/domain/cache';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

/** Spec §7: `GET organization/max-numbers-per-player/byid/{organizationId}`, kept one hour. */
export function getMaxNumbersPerPlayer(organizationId: string) {
  return apiClient.get(
    `organization/max-numbers-per-player/byid/${organizationId}`,
    maxNumbersPerPlayerSchema,
  );
}

export const maxNumbersPerPlayerQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['organization', organizationId, 'max-numbers-per-player'],
    queryFn: () => getMaxNumbersPerPlayer(organizationId),
    staleTime: CACHE_LIFETIME_MS,
  });

export function useMaxNumbersPerPlayer() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({
    ...maxNumbersPerPlayerQueryOptions(organizationId),
    enabled: !!organizationId,
  });
}
