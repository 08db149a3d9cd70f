import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerNumbersSchema } from '@charity/domain/api/player-numbers';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { useSession } from '@/lib/auth/use-session';

/** Spec §7: `GET player-number/by-player/{playerId}/for-organization/{organizationId}`. */
export function getPlayerNumbers(playerId: string, organizationId: string) {
  return apiClient.get(
    `player-number/by-player/${playerId}/for-organization/${organizationId}`,
    playerNumbersSchema,
  );
}

export const playerNumbersQueryOptions = (playerId: string, organizationId: string) =>
  queryOptions({
    queryKey: ['player-numbers', playerId, 'organization', organizationId],
    queryFn: () => getPlayerNumbers(playerId, organizationId),
  });

export function usePlayerNumbers() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  return useQuery({
    ...playerNumbersQueryOptions(playerId, organizationId),
    enabled: !!organizationId && !!playerId,
  });
}
