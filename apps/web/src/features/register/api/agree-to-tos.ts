import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { playerQueryKey } from '@/api/player';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

export interface AgreeToTos {
  PlayerId: string;
  OrganizationId: string;
  OrganizationTermsOfServiceId: string;
}

/** Spec §7: `PUT player/agree-to-tos`; spec §4: the player is refetched afterwards. */
export async function agreeToTos(agreement: AgreeToTos): Promise<void> {
  await apiClient.put('player/agree-to-tos', agreement, z.unknown());
  await queryClient.invalidateQueries({
    queryKey: playerQueryKey(agreement.PlayerId),
    refetchType: 'all',
  });
}

export function useAgreeToTos() {
  return useMutation({ mutationFn: agreeToTos });
}
