import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundBody, VoidOrderBody } from '@charity/domain/refunds/refund-api';
import { refundOutcomeSchema } from '@charity/domain/refunds/refund-life-cycle';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

export type GiveBack =
  | { kind: 'void'; paymentId: string; body: VoidOrderBody }
  | { kind: 'refund'; paymentId: string; body: RefundBody };

/** A void (before the draw) or a refund of a player's payment; the player's detail reloads. */
export function useGiveBack() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: GiveBack) =>
      apiClient.post(
        `support/payment/${request.paymentId}/${request.kind}/for-organization/${organizationId}`,
        request.body,
        refundOutcomeSchema,
      ),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: ['staff', organizationId, 'support-player'] }),
  });
}
