import { useMutation, useQuery } from '@tanstack/react-query';
import { gameSetupListSchema, instanceRowSchema } from '@charity/domain/setup/game-setup';
import type { InstanceSetupInput } from '@charity/domain/setup/instance-setup';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { queryClient } from '@/lib/query-client';

const queryKey = (organizationId: string) => ['staff', organizationId, 'games'];

/** After a change to a game: the console's list and what players see are fetched again. */
export function refetchGames(organizationId: string) {
  void queryClient.invalidateQueries({ queryKey: queryKey(organizationId) });
  void queryClient.invalidateQueries({ queryKey: ['organization', organizationId] });
}

export function useGameSetup() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({
    queryKey: queryKey(organizationId),
    queryFn: () =>
      apiClient.get(`setup/games/for-organization/${organizationId}`, gameSetupListSchema),
    enabled: !!organizationId,
  });
}

export function useCreateInstance(gameId: string) {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useMutation({
    mutationFn: (instance: InstanceSetupInput) =>
      apiClient.post(
        `setup/game/${gameId}/instances/for-organization/${organizationId}`,
        instance,
        instanceRowSchema,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKey(organizationId) });
      // The current instance players see may be this one.
      void queryClient.invalidateQueries({ queryKey: ['organization', organizationId] });
    },
  });
}
