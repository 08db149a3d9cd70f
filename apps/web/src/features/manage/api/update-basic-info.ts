import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { Player, UpdateBasicInfo } from '@charity/domain/api/player';
import { playerQueryKey } from '@/api/player';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/**
 * Spec §7: `PUT player/update/basic-info`. Spec §4: afterwards the cached FirstName,
 * LastName and Phone are replaced locally with the submitted values.
 */
export async function updateBasicInfo(info: UpdateBasicInfo): Promise<void> {
  await apiClient.put('player/update/basic-info', info, z.unknown());
  queryClient.setQueryData<Player>(playerQueryKey(info.PlayerId), (player) =>
    player
      ? { ...player, FirstName: info.FirstName, LastName: info.LastName, Phone: info.Phone }
      : player,
  );
}

export function useUpdateBasicInfo() {
  return useMutation({ mutationFn: updateBasicInfo });
}
