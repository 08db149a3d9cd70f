import { useQuery, type UseQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths } from '@charity/domain/paths';
import {
  isNoGameInstanceFailure,
  screenDataFailure,
  screenDataSuccess,
  type ScreenDataResult,
} from '@charity/domain/screen-data';
import { loadingOverlay } from './loading-overlay-store';
import { navigation } from './navigation/navigation-service';

/**
 * Spec §4 and §8: a screen-data load shows the overlay, ends as `{IsSuccess, Result}`, and a
 * no-game-instance failure sends the user to `/game-not-started`.
 */
export async function loadScreenData<T>(load: () => Promise<T>): Promise<ScreenDataResult<T>> {
  const hide = loadingOverlay.show();
  try {
    return screenDataSuccess(await load());
  } catch (error) {
    if (isNoGameInstanceFailure(error)) void navigation.navigate(paths.gameNotStarted);
    return screenDataFailure;
  } finally {
    hide();
  }
}

export interface ScreenData<T> {
  isPending: boolean;
  data: ScreenDataResult<T>;
}

/** The same contract for a screen reading through a TanStack query. */
export function useScreenData<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
): ScreenData<T> {
  const query = useQuery(options);
  const loading = query.isPending && options.enabled !== false;
  useEffect(() => (loading ? loadingOverlay.show() : undefined), [loading]);
  const noGame = query.isError && isNoGameInstanceFailure(query.error);
  useEffect(() => {
    if (noGame) void navigation.navigate(paths.gameNotStarted);
  }, [noGame]);
  return {
    isPending: query.isPending,
    data: query.isSuccess ? screenDataSuccess(query.data) : screenDataFailure,
  };
}
