import { queryOptions } from '@tanstack/react-query';
import { publishedDrawRecordSchema } from '@charity/domain/api/draw';
import { apiClient } from '@/lib/api-client';

/** `GET draw/published/{gameInstanceId}`: public, no sign-in needed. */
export function getPublishedDraw(gameInstanceId: string) {
  return apiClient.get(`draw/published/${gameInstanceId}`, publishedDrawRecordSchema);
}

export const publishedDrawQueryOptions = (gameInstanceId: string) =>
  queryOptions({
    queryKey: ['draw', gameInstanceId, 'published'],
    queryFn: () => getPublishedDraw(gameInstanceId),
  });

/** The canonical entries text (one ticket number a line) at the record's entriesUrl. */
export async function fetchEntriesText(entriesUrl: string): Promise<string> {
  const response = await fetch(new URL(entriesUrl, window.location.origin), {
    headers: { Accept: 'text/plain' },
  });
  if (!response.ok) throw new Error(`The entries list failed to load (${response.status})`);
  return response.text();
}
