import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '@/lib/i18n/i18n';
import { installAuthFailureHandler } from '@/lib/auth/auth-failure-handler';
import { peekStoredUser, publishSessionUser } from '@/lib/auth/session-store';
import { configQueryOptions } from '@/lib/config';
import { navigation } from '@/lib/navigation/navigation-service';
import { queryClient } from '@/lib/query-client';
import { buildConfig, PLAYER_ID } from './factories';

let stopHandler = () => undefined as void;

/**
 * Renders one screen as the app would: providers, the signed-in session (call `signInAs`
 * first), a memory router the navigation service drives, and the cached configuration.
 */
export async function renderScreen(screen: ReactElement, path = '/', config = buildConfig()) {
  seedConfig(config);
  const router = createMemoryRouter([{ path: '*', element: screen }], { initialEntries: [path] });
  navigation.attach(router);
  stopHandler();
  stopHandler = installAuthFailureHandler(queryClient);
  publishSessionUser(peekStoredUser(config));
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, location: () => router.state.location.pathname };
}

/** The configuration as `/api/config` would have answered it. */
export function seedConfig(config = buildConfig()) {
  queryClient.setQueryData(configQueryOptions.queryKey, config);
}

/** The calls of a stubbed fetch to one path. */
export function callsTo(
  calls: Array<{ method: string; path: string; body: unknown }>,
  path: string,
) {
  return calls.filter((call) => call.path === `/api/${path}`);
}

export const playerPath = (organizationId: string) =>
  `player/byid/${PLAYER_ID}/for-organization/${organizationId}`;

/** Waits until the screen's queries have settled. */
export async function settled() {
  await waitFor(() => {
    if (queryClient.isFetching() > 0 || queryClient.isMutating() > 0) throw new Error('busy');
  });
}
