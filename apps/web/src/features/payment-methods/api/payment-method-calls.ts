import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addedPaymentMethodSchema } from '@charity/domain/payments/payment-api';
import { paymentMethodsQueryKey } from '@/api/payment-methods';
import { apiClient } from '@/lib/api-client';

interface Owner {
  PlayerId: string;
  OrganizationId: string;
}

/** `POST payment-method/setup`: Stripe's SetupIntent client secret, null for the sandbox. */
export function setupPaymentMethod(owner: Owner) {
  return apiClient.post(
    'payment-method/setup',
    owner,
    z.object({ ClientSecret: z.string().nullable() }),
  );
}

/** `POST payment-method/add`: save the card the processor's form confirmed. */
export function addPaymentMethod(body: Owner & { Token: string }) {
  return apiClient.post('payment-method/add', body, addedPaymentMethodSchema);
}

/** `DELETE payment-method/{paymentMethodId}/by-player/{playerId}`. */
export function removePaymentMethod(paymentMethodId: string, playerId: string) {
  return apiClient.delete(`payment-method/${paymentMethodId}/by-player/${playerId}`, z.null());
}

export function useRemovePaymentMethod(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) => removePaymentMethod(paymentMethodId, playerId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey(playerId) }),
  });
}
