import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkoutResponseSchema } from '@charity/domain/numbers/number-api';
import {
  prepaidRefundResponseSchema,
  prepaymentsSchema,
  type PrepayBody,
} from '@charity/domain/prepaid/prepaid-api';
import { invalidatePaymentQueries } from '@/api/payment-queries';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';

/** `POST player-number/prepay`: one payment for a group in this draw and the next ones. */
export function prepayGroup(body: PrepayBody, idempotencyKey: string) {
  return apiClient.post('player-number/prepay', body, checkoutResponseSchema, {
    'Idempotency-Key': idempotencyKey,
  });
}

/** The player's prepayments; refreshed by every move of a payment (key `prepaid`). */
export const prepaymentsQueryOptions = (playerId: string, organizationId: string) =>
  queryOptions({
    queryKey: ['prepaid', playerId, organizationId],
    queryFn: () =>
      apiClient.get(
        `player-number/prepaid/by-player/${playerId}/for-organization/${organizationId}`,
        prepaymentsSchema,
      ),
    enabled: !!playerId && !!organizationId,
  });

export function usePrepayments() {
  const playerId = useSession().subject?.playerId ?? '';
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery(prepaymentsQueryOptions(playerId, organizationId));
}

/** `POST player-number/prepaid/refund`: gives back the draws not opened yet. */
export function useRefundPrepaid() {
  const playerId = useSession().subject?.playerId ?? '';
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      apiClient.post(
        'player-number/prepaid/refund',
        { PlayerId: playerId, OrganizationId: organizationId, PaymentId: paymentId },
        prepaidRefundResponseSchema,
      ),
    onSettled: () => invalidatePaymentQueries(queryClient),
  });
}
