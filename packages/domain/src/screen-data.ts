import type { ApiFailure } from './api/errors';

/** Spec §4 "Screen data load": success with a result, or failure with a null result. */
export type ScreenDataResult<T> =
  { IsSuccess: true; Result: T } | { IsSuccess: false; Result: null };

export function screenDataSuccess<T>(result: T): ScreenDataResult<T> {
  return { IsSuccess: true, Result: result };
}

export const screenDataFailure: ScreenDataResult<never> = { IsSuccess: false, Result: null };

/** Spec §8: a failure flagged NoGameInstanceError sends the user to `/game-not-started`. */
export function isNoGameInstanceFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as Partial<ApiFailure>).NoGameInstanceError === true
  );
}
