import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentMethodsSchema } from '@charity/domain/payments/payment-api';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';

/** `GET payment-method/by-player/{playerId}/for-organization/{organizationId}`: saved cards. */
export function getPaymentMethods(playerId: string, organizationId: string) {
  return apiClient.get(
    `payment-method/by-player/${playerId}/for-organization/${organizationId}`,
    paymentMethodsSchema,
  );
}

export const paymentMethodsQueryKey = (playerId: string) => ['payment-methods', playerId] as const;

export const paymentMethodsQueryOptions = (playerId: string, organizationId: string) =>
  queryOptions({
    queryKey: paymentMethodsQueryKey(playerId),
    queryFn: () => getPaymentMethods(playerId, organizationId),
  });

export function usePaymentMethods() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  return useQuery({
    ...paymentMethodsQueryOptions(playerId, organizationId),
    enabled: !!organizationId && !!playerId,
  });
}
