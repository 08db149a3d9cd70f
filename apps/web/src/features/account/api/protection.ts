import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerProtectionSchema } from '@charity/domain/api/player-protection';
import { protectionKey } from '@/api/player-protection';
import type { ExclusionPeriod } from '@charity/domain/protection/self-exclusion';
import type { LimitPeriod } from '@charity/domain/protection/spending-limits';
import { apiClient } from '@/lib/api-client';

interface Owner {
  PlayerId: string;
  OrganizationId: string;
}

/** Every protection call answers the new state: it replaces the cached one. */
function useProtectionCall<T>(owner: Owner, call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => playerProtectionSchema.parse(await call(input)),
    onSuccess: (state) => {
      queryClient.setQueryData(protectionKey(owner.PlayerId), state);
      // Auto-play may have been cancelled, and a payment at the bank's check called off: the
      // dashboard's groups and waiting payments must be read again.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['player-number-groups'] }),
        queryClient.invalidateQueries({ queryKey: ['awaiting-approval'] }),
      ]);
    },
  });
}

export const useSetSpendingLimit = (owner: Owner) =>
  useProtectionCall(owner, (input: { Period: LimitPeriod; Amount: number | null }) =>
    apiClient.put('player/spending-limit', { ...owner, ...input }, playerProtectionSchema),
  );

export const useSelfExclude = (owner: Owner) =>
  useProtectionCall(owner, (Period: ExclusionPeriod) =>
    apiClient.post('player/self-exclusion', { ...owner, Period }, playerProtectionSchema),
  );

export const useOptBackIn = (owner: Owner) =>
  useProtectionCall(owner, () =>
    apiClient.post('player/self-exclusion/opt-in', owner, playerProtectionSchema),
  );
