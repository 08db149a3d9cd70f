import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { drawResultSchema, manualDrawViewSchema } from '@charity/domain/api/draw';
import type { RunManualDraw } from '@charity/domain/api/draw';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

/**
 * `GET draw/manual/for-organization/{organizationId}[?GameId=]`: the administrator's view of a
 * game (the current one when none is named).
 */
export function getManualDrawView(organizationId: string, gameId?: string | null) {
  return apiClient.get(
    `draw/manual/for-organization/${organizationId}`,
    manualDrawViewSchema,
    gameId ? { GameId: gameId } : undefined,
  );
}

/** `POST draw/manual/run`: 409 when the instance is already drawn. */
export function runManualDraw(body: RunManualDraw) {
  return apiClient.post('draw/manual/run', body, drawResultSchema);
}

export const manualDrawViewQueryOptions = (organizationId: string, gameId?: string | null) =>
  queryOptions({
    queryKey: ['organization', organizationId, 'manual-draw', gameId ?? 'current'],
    queryFn: () => getManualDrawView(organizationId, gameId),
  });

export function useManualDrawView(gameId?: string | null) {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({
    ...manualDrawViewQueryOptions(organizationId, gameId),
    enabled: !!organizationId,
  });
}

/** Runs the draw, then refreshes everything an instance change touches. */
export function useRunManualDraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runManualDraw,
    onSettled: (_result, _error, body) =>
      client.invalidateQueries({ queryKey: ['organization', body.OrganizationId] }),
  });
}
