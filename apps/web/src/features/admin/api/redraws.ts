import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { redrawSchema, redrawsOfDrawSchema, type CommitRedraw } from '@charity/domain/api/redraws';
import { apiClient } from '@/lib/api-client';

/** `GET draw/redraws/for-draw/{organizationId}/{drawId}`: a drawn draw and its redraws. */
export const redrawsOfDrawQueryOptions = (organizationId: string, drawId: string) =>
  queryOptions({
    queryKey: ['organization', organizationId, 'redraws', drawId],
    queryFn: () =>
      apiClient.get(`draw/redraws/for-draw/${organizationId}/${drawId}`, redrawsOfDrawSchema),
  });

/** Both steps refresh the draw's redraws and the winner circle. */
function useRedrawMutation<T extends { OrganizationId: string }>(
  call: (body: T) => Promise<unknown>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_result, _error, body) =>
      client.invalidateQueries({ queryKey: ['organization', body.OrganizationId] }),
  });
}

/** Step 1: `POST draw/redraw` commits a new seed with the reason and the excluded entries. */
export const useCommitRedraw = () =>
  useRedrawMutation((body: CommitRedraw) => apiClient.post('draw/redraw', body, redrawSchema));

/** Step 2: `POST draw/redraw/run` draws the committed redraw. */
export const useRunRedraw = () =>
  useRedrawMutation((body: { OrganizationId: string; RedrawId: string }) =>
    apiClient.post('draw/redraw/run', body, redrawSchema),
  );
