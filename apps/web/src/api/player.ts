import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerSchema } from '@charity/domain/api/player';
import { CACHE_LIFETIME_MS } from '@charity/domain/cache';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { useSession } from '@/lib/auth/use-session';

/** Spec §7: `GET player/byid/{playerId}/for-organization/{organizationId}`. */
export function getPlayer(playerId: string, organizationId: string) {
  return apiClient.get(`player/byid/${playerId}/for-organization/${organizationId}`, playerSchema);
}

export const playerQueryKey = (playerId: string) => ['player', playerId] as const;

/** Spec §4: the player is kept one hour. */
export const playerQueryOptions = (playerId: string, organizationId: string) =>
  queryOptions({
    queryKey: playerQueryKey(playerId),
    queryFn: () => getPlayer(playerId, organizationId),
    staleTime: CACHE_LIFETIME_MS,
  });

export function usePlayer() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  return useQuery({
    ...playerQueryOptions(playerId, organizationId),
    enabled: !!organizationId && !!playerId,
  });
}
