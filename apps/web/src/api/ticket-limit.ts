import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketLimitSchema } from '@charity/domain/api/player';
import { apiClient } from '@/lib/api-client';

/** Spec §7: `GET game-instance/ticket-limit-reached/{gameInstanceId}`. */
export function getTicketLimit(gameInstanceId: string) {
  return apiClient.get(`game-instance/ticket-limit-reached/${gameInstanceId}`, ticketLimitSchema);
}

export const ticketLimitQueryOptions = (gameInstanceId: string) =>
  queryOptions({
    queryKey: ['game-instance', gameInstanceId, 'ticket-limit'],
    queryFn: () => getTicketLimit(gameInstanceId),
  });

export function useTicketLimit(gameInstanceId: string | null) {
  return useQuery({ ...ticketLimitQueryOptions(gameInstanceId ?? ''), enabled: !!gameInstanceId });
}
