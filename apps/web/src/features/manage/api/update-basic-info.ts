import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { Address, Player, UpdateBasicInfo } from '@charity/domain/api/player';
import { playerQueryKey } from '@/api/player';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** The spec's fields, plus the address when the organization collects it. */
export type UpdatePlayerInfo = UpdateBasicInfo & { Address?: Address };

/**
 * Spec §7: `PUT player/update/basic-info`. Spec §4: afterwards the cached FirstName,
 * LastName and Phone are replaced locally with the submitted values (no refetch).
 */
export async function updateBasicInfo(info: UpdatePlayerInfo): Promise<void> {
  await apiClient.put('player/update/basic-info', info, z.unknown());
  queryClient.setQueryData<Player>(playerQueryKey(info.PlayerId), (player) =>
    player
      ? {
          ...player,
          FirstName: info.FirstName,
          LastName: info.LastName,
          Phone: info.Phone,
          ...(info.Address ? { Address: info.Address } : {}),
        }
      : player,
  );
}

export function useUpdateBasicInfo() {
  return useMutation({ mutationFn: updateBasicInfo });
}
