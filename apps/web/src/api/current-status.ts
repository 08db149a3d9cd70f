import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentStatusSchema } from '@charity/domain/api/game-instance';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

/** Spec §7: `GET organization/current-status/byid/{organizationId}`. */
export function getCurrentStatus(organizationId: string) {
  return apiClient.get(`organization/current-status/byid/${organizationId}`, currentStatusSchema);
}

export const currentStatusQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['organization', organizationId, 'current-status'],
    queryFn: () => getCurrentStatus(organizationId),
  });

export function useCurrentStatus() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({ ...currentStatusQueryOptions(organizationId), enabled: !!organizationId });
}
