import { useMutation } from '@tanstack/react-query';
import { instanceRowSchema } from '@charity/domain/setup/game-setup';
import {
  instanceCancelResultSchema,
  type InstanceCancel,
} from '@charity/domain/setup/instance-changes';
import type { InstanceSetupInput } from '@charity/domain/setup/instance-setup';
import type { SalesExtension } from '@charity/domain/setup/sales-extension';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { queryClient } from '@/lib/query-client';

const instancePath = (gameId: string, instanceId: string) =>
  `setup/game/${gameId}/instance/${instanceId}`;

function useRefresh() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return {
    organizationId,
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: ['staff', organizationId, 'games'] });
      // The current instance players see may be this one.
      void queryClient.invalidateQueries({ queryKey: ['organization', organizationId] });
    },
  };
}

/** PUT setup/game/{gameId}/instance/{instanceId}: a scheduled draw's name and schedule. */
export function useEditInstance(gameId: string, instanceId: string) {
  const { organizationId, refresh } = useRefresh();
  return useMutation({
    mutationFn: (instance: InstanceSetupInput) =>
      apiClient.put(
        `${instancePath(gameId, instanceId)}/for-organization/${organizationId}`,
        instance,
        instanceRowSchema,
      ),
    onSuccess: refresh,
  });
}

/** POST setup/game/{gameId}/instance/{instanceId}/cancel: stops it, refunds its payments. */
export function useCancelInstance(gameId: string, instanceId: string) {
  const { organizationId, refresh } = useRefresh();
  return useMutation({
    mutationFn: (body: InstanceCancel) =>
      apiClient.post(
        `${instancePath(gameId, instanceId)}/cancel/for-organization/${organizationId}`,
        body,
        instanceCancelResultSchema,
      ),
    onSuccess: refresh,
  });
}

/** POST setup/game/{gameId}/instance/{instanceId}/extend-sales: an open draw sells on. */
export function useExtendSales(gameId: string, instanceId: string) {
  const { organizationId, refresh } = useRefresh();
  return useMutation({
    mutationFn: (body: SalesExtension) =>
      apiClient.post(
        `${instancePath(gameId, instanceId)}/extend-sales/for-organization/${organizationId}`,
        body,
        instanceRowSchema,
      ),
    onSuccess: refresh,
  });
}
