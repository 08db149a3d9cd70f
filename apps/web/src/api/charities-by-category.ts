import { queryOptions, useQuery } from '@tanstack/react-query';
import { charitiesByCategorySchema } from '@charity/domain/api/charity';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

/** Spec §7: `GET charity/by-category/for-organization/{organizationId}`. */
export function getCharitiesByCategory(organizationId: string) {
  return apiClient.get(
    `charity/by-category/for-organization/${organizationId}`,
    charitiesByCategorySchema,
  );
}

export const charitiesByCategoryQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['charity', organizationId, 'by-category'],
    queryFn: () => getCharitiesByCategory(organizationId),
  });

export function useCharitiesByCategory() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({
    ...charitiesByCategoryQueryOptions(organizationId),
    enabled: !!organizationId,
  });
}
