import { useQuery } from '@tanstack/react-query';
import { chargeRefundsSchema } from '@charity/domain/refunds/refund-life-cycle';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

/** Every refund of a player's payments with its state; reloads with the player's detail. */
export function useSupportRefunds(playerId: string) {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({
    queryKey: ['staff', organizationId, 'support-player', playerId, 'refunds'],
    queryFn: () =>
      apiClient.get(
        `support/player/${playerId}/refunds/for-organization/${organizationId}`,
        chargeRefundsSchema,
      ),
    enabled: !!organizationId,
  });
}
