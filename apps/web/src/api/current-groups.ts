import { useCurrentStatus } from './current-status';
import { playerNumberGroupsQueryOptions } from './player-number-groups';
import { useSession } from '@/lib/auth/use-session';
import { useScreenData } from '@/lib/screen-data';

/**
 * The current instance and the player's groups for it, as one screen-data load: the overlay
 * shows while either loads, and no instance id ends at `/game-not-started` (spec §8).
 */
export function useCurrentGroups() {
  const status = useCurrentStatus();
  const playerId = useSession().subject?.playerId ?? '';
  const instance = status.data?.CurrentGameInstance ?? null;
  const groups = useScreenData({
    ...playerNumberGroupsQueryOptions(playerId, instance?.Id ?? null),
    enabled: !!playerId && status.isSuccess,
  });
  return {
    instance,
    groups: groups.data.Result?.PlayerNumberGroups ?? [],
    isPending: status.isPending || groups.isPending,
    failed: status.isError || (!groups.isPending && !groups.data.IsSuccess),
  };
}
