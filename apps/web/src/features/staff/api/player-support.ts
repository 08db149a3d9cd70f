import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supportPlayerDetailSchema, supportSearchSchema } from '@charity/domain/staff/support-api';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

const useOrganizationId = () => useConfig()?.Organization.OrganizationId ?? '';

export const supportSearchQueryOptions = (organizationId: string, q: string) =>
  queryOptions({
    queryKey: ['staff', organizationId, 'support-search', q],
    queryFn: () =>
      apiClient.get(`support/players/for-organization/${organizationId}`, supportSearchSchema, {
        q,
      }),
  });

/** Players matching the text; nothing is asked until the text has two characters. */
export function useSupportSearch(q: string) {
  const organizationId = useOrganizationId();
  return useQuery({
    ...supportSearchQueryOptions(organizationId, q),
    enabled: !!organizationId && q.length >= 2,
  });
}

export function useSupportPlayer(playerId: string | null, page: number) {
  const organizationId = useOrganizationId();
  return useQuery({
    queryKey: ['staff', organizationId, 'support-player', playerId, page],
    queryFn: () =>
      apiClient.get(
        `support/player/${playerId ?? ''}/for-organization/${organizationId}`,
        supportPlayerDetailSchema,
        { page },
      ),
    enabled: !!organizationId && !!playerId,
    placeholderData: keepPreviousData,
  });
}

export function useSupportResend(playerId: string) {
  const organizationId = useOrganizationId();
  return useMutation({
    mutationFn: (paymentId: string) =>
      apiClient.post(
        `support/player/${playerId}/receipt/${paymentId}/resend/for-organization/${organizationId}`,
        {},
        z.object({ SentTo: z.string() }),
      ),
  });
}
