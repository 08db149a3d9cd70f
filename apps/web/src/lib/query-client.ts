import { QueryClient } from '@tanstack/react-query';

/** One client for hooks and route loaders alike, so a guard's fetch warms the screen's cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
  },
});
