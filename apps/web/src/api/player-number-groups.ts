import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerNumberGroupsSchema } from '@charity/domain/api/player-numbers';
import { apiClient } from '@/lib/api-client';
import { noGameInstanceError } from '@/lib/api-error';
import { useSession } from '@/lib/auth/use-session';

/**
 * Spec §7: `GET player-number/by-player/{playerId}/for-game-instance-in-groups/{id}`.
 * Spec §8: without a game instance id the load fails with a no-game-instance error.
 */
export async function getPlayerNumberGroups(playerId: string, gameInstanceId: string | null) {
  if (!gameInstanceId) throw noGameInstanceError();
  return apiClient.get(
    `player-number/by-player/${playerId}/for-game-instance-in-groups/${gameInstanceId}`,
    playerNumberGroupsSchema,
  );
}

export const playerNumberGroupsQueryOptions = (playerId: string, gameInstanceId: string | null) =>
  queryOptions({
    queryKey: ['player-number-groups', playerId, gameInstanceId],
    queryFn: () => getPlayerNumberGroups(playerId, gameInstanceId),
  });

export function usePlayerNumberGroups(gameInstanceId: string | null) {
  const playerId = useSession().subject?.playerId ?? '';
  return useQuery({
    ...playerNumberGroupsQueryOptions(playerId, gameInstanceId),
    enabled: !!playerId,
  });
}
