import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  assignNumbersResponseSchema,
  type AssignNumbersBody,
} from '@charity/domain/numbers/number-api';
import { apiClient } from '@/lib/api-client';

/** `POST player-number/assign` (registration): nothing to pay; the key makes a retry safe. */
export function assignNumbers(body: AssignNumbersBody, idempotencyKey: string) {
  return apiClient.post('player-number/assign', body, assignNumbersResponseSchema, {
    'Idempotency-Key': idempotencyKey,
  });
}

export function useAssignNumbers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: AssignNumbersBody; idempotencyKey: string }) =>
      assignNumbers(body, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['player-numbers'] }),
        queryClient.invalidateQueries({ queryKey: ['player-number-groups'] }),
      ]),
  });
}
