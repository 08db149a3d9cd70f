import { useMutation } from '@tanstack/react-query';
import { gameBundlesBodySchema, type GameBundlesBody } from '@charity/domain/bundles/bundles';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { queryClient } from '@/lib/query-client';

/** Replaces a game's price bundles; what players see on sale follows at once. */
export function useSaveBundles(gameId: string) {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useMutation({
    mutationFn: (body: GameBundlesBody) =>
      apiClient.put(
        `setup/game/${gameId}/bundles/for-organization/${organizationId}`,
        body,
        gameBundlesBodySchema,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['staff', organizationId, 'games'] });
      void queryClient.invalidateQueries({ queryKey: ['organization', organizationId] });
    },
  });
}
