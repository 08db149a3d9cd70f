import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { playerQueryKey } from './player';

export interface PledgeSupport {
  CharityId: string;
  OrganizationId: string;
  PlayerId: string;
}

/** Spec §7: `POST charity/pledge-support`; spec §4: the player is refetched afterwards. */
export async function pledgeSupport(pledge: PledgeSupport): Promise<void> {
  await apiClient.post('charity/pledge-support', pledge, z.unknown());
  await queryClient.invalidateQueries({
    queryKey: playerQueryKey(pledge.PlayerId),
    refetchType: 'all',
  });
}

export function usePledgeSupport() {
  return useMutation({ mutationFn: pledgeSupport });
}
