import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerProtectionSchema } from '@charity/domain/api/player-protection';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';

interface Owner {
  PlayerId: string;
  OrganizationId: string;
}

/** One cache entry per player: the responsible-gaming page writes the state its calls answer. */
export const protectionKey = (playerId: string) => ['player-protection', playerId] as const;

/** `GET player/protection/by-player/{playerId}/for-organization/{organizationId}`. */
export const protectionQueryOptions = ({ PlayerId, OrganizationId }: Owner) =>
  queryOptions({
    queryKey: protectionKey(PlayerId),
    queryFn: () =>
      apiClient.get(
        `player/protection/by-player/${PlayerId}/for-organization/${OrganizationId}`,
        playerProtectionSchema,
      ),
  });

export interface ExclusionView {
  /** Still asking: a money screen shows none of its controls yet. */
  pending: boolean;
  /** The day the exclusion ends (ISO), while the player is excluded; else null. */
  excludedUntil: string | null;
}

/**
 * Whether the signed-in player is self-excluded now. A read that failed counts as not
 * excluded: the server refuses every money call of an excluded player in any case.
 */
export function useExclusion(): ExclusionView {
  const PlayerId = useSession().subject?.playerId ?? '';
  const OrganizationId = useConfig()?.Organization.OrganizationId ?? '';
  const query = useQuery({
    ...protectionQueryOptions({ PlayerId, OrganizationId }),
    enabled: !!PlayerId && !!OrganizationId,
  });
  const exclusion = query.data?.SelfExclusion;
  return {
    pending: query.isPending && query.fetchStatus !== 'idle',
    excludedUntil: exclusion?.State === 'Excluded' ? exclusion.EndsOn : null,
  };
}
