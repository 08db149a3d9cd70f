import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnvironmentConfig } from '@charity/domain/api/config';
import { queryClient } from './query-client';
import { currentLanguage } from './i18n/i18n';

/**
 * Spec §7: `GET {origin}/api/config`, the organization's environment settings; its own texts
 * (name, LoginText, StatusScreenUrlText) in the app's language when it has them (issue 12).
 */
export async function fetchConfig(): Promise<EnvironmentConfig> {
  const response = await fetch(`${window.location.origin}/api/config`, {
    headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
  });
  if (!response.ok) throw new Error(`Configuration failed to load (${response.status})`);
  return asEnvironmentConfig(await response.json());
}

/**
 * The server validates this answer against its schema before sending it (the same zod
 * schema as the domain's); the first load only checks it is that object, so that zod stays
 * out of it (docs/decisions, first-load budget).
 */
function asEnvironmentConfig(body: unknown): EnvironmentConfig {
  const config = body as Partial<EnvironmentConfig> | null;
  if (typeof config?.CommonUrl !== 'string' || !config.Organization || !config.AuthConfig)
    throw new Error('The configuration is not an environment object');
  return config as EnvironmentConfig;
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
