import { useQuery } from '@tanstack/react-query';
import { awaitingPaymentsSchema } from '@charity/domain/payments/awaiting-approval';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/auth/use-session';

/**
 * `GET payment/by-player/{playerId}/awaiting-approval`: payments left at the bank's check.
 * Its key starts with `awaiting-approval`, which every move of a payment refreshes.
 */
export function useAwaitingApproval() {
  const playerId = useSession().subject?.playerId ?? '';
  return useQuery({
    queryKey: ['awaiting-approval', playerId],
    queryFn: () =>
      apiClient.get(`payment/by-player/${playerId}/awaiting-approval`, awaitingPaymentsSchema),
    enabled: !!playerId,
  });
}
