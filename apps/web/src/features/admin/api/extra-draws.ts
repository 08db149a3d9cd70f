import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  extraDrawListSchema,
  extraDrawSchema,
  type CreateExtraDraw,
} from '@charity/domain/api/extra-draws';
import { apiClient } from '@/lib/api-client';

/** `GET draw/extra/for-instance/{organizationId}/{gameInstanceId}`: the instance's extra draws. */
export const extraDrawsQueryOptions = (organizationId: string, instanceId: string) =>
  queryOptions({
    queryKey: ['organization', organizationId, 'extra-draws', instanceId],
    queryFn: () =>
      apiClient.get(`draw/extra/for-instance/${organizationId}/${instanceId}`, extraDrawListSchema),
  });

/** `POST draw/extra/run`: draws one extra draw now (409 once drawn, or before its cut-off). */
export function useRunExtraDraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { OrganizationId: string; ExtraDrawId: string }) =>
      apiClient.post('draw/extra/run', body, extraDrawSchema),
    onSettled: (_result, _error, body) =>
      client.invalidateQueries({ queryKey: ['organization', body.OrganizationId] }),
  });
}

/** `POST draw/extra`: adds an extra draw (early bird, second prize) to an instance. */
export function useAddExtraDraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExtraDraw) => apiClient.post('draw/extra', body, extraDrawSchema),
    onSuccess: (_result, body) =>
      client.invalidateQueries({ queryKey: ['organization', body.OrganizationId] }),
  });
}
