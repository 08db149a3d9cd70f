import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { paymentHistorySchema } from '@charity/domain/api/payment-history';
import { apiClient } from '@/lib/api-client';

/** `GET payment/by-player/{playerId}/history`: ten payments a page, newest first. */
export function getPaymentHistory(playerId: string, organizationId: string, page: number) {
  return apiClient.get(`payment/by-player/${playerId}/history`, paymentHistorySchema, {
    organizationId,
    page,
  });
}

export const paymentHistoryQueryOptions = (
  playerId: string,
  organizationId: string,
  page: number,
) =>
  queryOptions({
    queryKey: ['payment-history', playerId, page],
    queryFn: () => getPaymentHistory(playerId, organizationId, page),
    placeholderData: keepPreviousData,
  });

/** `POST payment/by-player/{playerId}/receipt/{paymentId}/resend`. */
export function useResendReceipt(playerId: string) {
  return useMutation({
    mutationFn: (paymentId: string) =>
      apiClient.post(
        `payment/by-player/${playerId}/receipt/${paymentId}/resend`,
        {},
        z.object({ SentTo: z.string() }),
      ),
  });
}
