import { queryOptions, useQuery } from '@tanstack/react-query';
import { environmentConfigSchema, type EnvironmentConfig } from '@charity/domain/api/config';
import { queryClient } from './query-client';

/** Spec §7: `GET {origin}/api/config`, the organization's environment settings. */
export async function fetchConfig(): Promise<EnvironmentConfig> {
  const response = await fetch(`${window.location.origin}/api/config`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Configuration failed to load (${response.status})`);
  return environmentConfigSchema.parse(await response.json());
}

/** Spec §4: once filled after a successful load, the environment cache is not reloaded. */
export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: fetchConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

export function loadConfig(): Promise<EnvironmentConfig> {
  return queryClient.ensureQueryData(configQueryOptions);
}

/** The configuration if it has loaded; null on the pages that work without it. */
export function useConfig(): EnvironmentConfig | null {
  return useQuery(configQueryOptions).data ?? null;
}
