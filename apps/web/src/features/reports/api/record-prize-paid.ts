import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  prizePaidResponseSchema,
  type PrizePaidRequest,
} from '@charity/domain/reports/prize-payout';
import { apiClient } from '@/lib/api-client';
import { reportKindKey } from './report-queries';

/** `POST draw/prize-paid`: 409 when already recorded, or when the draw has no prize. */
export function recordPrizePaid(body: PrizePaidRequest) {
  return apiClient.post('draw/prize-paid', body, prizePaidResponseSchema);
}

/** Records the payout, then refetches the draws report (its rows and its unclaimed list). */
export function useRecordPrizePaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordPrizePaid,
    onSettled: (_result, _error, body) =>
      client.invalidateQueries({ queryKey: reportKindKey(body.OrganizationId, 'draws') }),
  });
}
