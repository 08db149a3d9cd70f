import { queryOptions, useQuery } from '@tanstack/react-query';
import { showcaseSchema } from '@charity/domain/api/showcase';
import { apiClient } from '@/lib/api-client';

/** `GET showcase`: the public front page of the host's organization (no sign-in needed). */
export const showcaseQueryOptions = queryOptions({
  queryKey: ['showcase'],
  queryFn: () => apiClient.get('showcase', showcaseSchema),
  // The pot moves by its event stream; the rest (winners, prices) changes with a draw.
  staleTime: 60_000,
});

export function useShowcase() {
  return useQuery(showcaseQueryOptions);
}
