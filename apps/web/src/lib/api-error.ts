import type { ApiErrorBody, ApiFailure } from '@charity/domain/api/errors';
import { apiErrorBodySchema } from '@charity/domain/api/errors';

/** Spec §8: the structured error a failed call raises, throwable with a stack. */
export class ApiError extends Error implements ApiFailure {
  readonly ApiErrorResponse: ApiErrorBody | null;
  readonly NoGameInstanceError: boolean;
  readonly StripeTokenErrorResponse: unknown = null;

  constructor(failure: Omit<ApiFailure, 'StripeTokenErrorResponse'>) {
    super(failure.ApiErrorResponse?.Message ?? 'No game instance');
    this.name = 'ApiError';
    this.ApiErrorResponse = failure.ApiErrorResponse;
    this.NoGameInstanceError = failure.NoGameInstanceError;
  }

  get status(): number | null {
    return this.ApiErrorResponse?.Status ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const codeByStatus: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  429: 'TooManyRequests',
};

/** Keeps the server's body when it has the agreed shape, and always the real call facts. */
export function apiErrorFrom(
  method: string,
  requestUrl: string,
  status: number,
  body: unknown,
  statusText = '',
): ApiError {
  const parsed = apiErrorBodySchema.safeParse(body);
  const base = parsed.success
    ? parsed.data
    : {
        Code: codeByStatus[status] ?? (status === 0 ? 'NetworkError' : 'InternalError'),
        Message: statusText || `Request failed with status ${status}`,
      };
  return new ApiError({
    ApiErrorResponse: { ...base, Method: method, RequestUrl: requestUrl, Status: status },
    NoGameInstanceError: false,
  });
}

export function noGameInstanceError(): ApiError {
  return new ApiError({ ApiErrorResponse: null, NoGameInstanceError: true });
}
