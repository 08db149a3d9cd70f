import { queryOptions, useQuery } from '@tanstack/react-query';
import { drawGamesSchema } from '@charity/domain/api/draw-games';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

/** `GET draw/manual/games/for-organization/{organizationId}`: the games with a draw to show. */
export const manualDrawGamesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['organization', organizationId, 'manual-draw-games'],
    queryFn: () =>
      apiClient.get(`draw/manual/games/for-organization/${organizationId}`, drawGamesSchema),
  });

export function useManualDrawGames() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({ ...manualDrawGamesQueryOptions(organizationId), enabled: !!organizationId });
}
