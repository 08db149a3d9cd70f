import { queryOptions } from '@tanstack/react-query';
import { receiptSchema } from '@charity/domain/payments/payment-api';
import { apiClient } from '@/lib/api-client';

/** `GET payment/by-player/{playerId}/receipt/{paymentId}`. */
export function getReceipt(playerId: string, paymentId: string) {
  return apiClient.get(`payment/by-player/${playerId}/receipt/${paymentId}`, receiptSchema);
}

export const receiptQueryOptions = (playerId: string, paymentId: string) =>
  queryOptions({
    queryKey: ['receipt', playerId, paymentId],
    queryFn: () => getReceipt(playerId, paymentId),
    staleTime: Infinity,
  });
