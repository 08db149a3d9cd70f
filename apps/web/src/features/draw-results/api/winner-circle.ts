import { queryOptions, useQuery } from '@tanstack/react-query';
import { winnerCircleSchema } from '@charity/domain/api/winner-circle';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

/** Spec §7: `GET organization/winner-circle-by-organization-id-and-year/{id}/{year}`. */
export function getWinnerCircle(organizationId: string, year: string) {
  return apiClient.get(
    `organization/winner-circle-by-organization-id-and-year/${organizationId}/${year}`,
    winnerCircleSchema,
  );
}

export const winnerCircleQueryOptions = (organizationId: string, year: string) =>
  queryOptions({
    queryKey: ['organization', organizationId, 'winner-circle', year],
    queryFn: () => getWinnerCircle(organizationId, year),
  });

export function useWinnerCircle(year: string) {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({ ...winnerCircleQueryOptions(organizationId, year), enabled: !!organizationId });
}
