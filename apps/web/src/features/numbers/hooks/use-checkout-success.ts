import { useQueryClient } from '@tanstack/react-query';
import type { PaymentResult } from '@charity/domain/payments/payment-api';
import { invalidatePaymentQueries } from '@/api/payment-queries';
import { useSession } from '@/lib/auth/use-session';
import { navigation } from '@/lib/navigation/navigation-service';
import { receiptQueryOptions } from '../api/receipt';
import type { SuccessState } from '../components/success-state';

/**
 * After a successful payment: the numbers' caches are refreshed and the success screen opens
 * with the receipt as one-time state; its URL names the payment so that a reload still works.
 */
export function useCheckoutSuccess(successPath: string) {
  const queryClient = useQueryClient();
  const playerId = useSession().subject?.playerId ?? '';
  return async (result: PaymentResult) => {
    await invalidatePaymentQueries(queryClient);
    const receipt = await queryClient
      .fetchQuery(receiptQueryOptions(playerId, result.PaymentId))
      .catch(() => null);
    const state: SuccessState = { receipt };
    await navigation.navigate(`${successPath}?paymentId=${encodeURIComponent(result.PaymentId)}`, {
      state,
    });
  };
}
