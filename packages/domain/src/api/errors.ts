import { z } from 'zod';

/**
 * The body every 4xx/5xx answer carries: the spec's "server error body" together with the
 * Method, RequestUrl and HTTP Status that spec §8 puts on ApiErrorResponse.
 */
export const apiErrorBodySchema = z.object({
  Status: z.number().int(),
  Code: z.string(),
  Message: z.string(),
  Method: z.string(),
  RequestUrl: z.string(),
  /** Field-level problems of a 400, when the request did not match its schema. */
  Errors: z.array(z.object({ Path: z.string(), Message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Stable error codes; the SPA keys its messages on these. */
export const ApiErrorCode = {
  BadRequest: 'BadRequest',
  Unauthorized: 'Unauthorized',
  Forbidden: 'Forbidden',
  NotFound: 'NotFound',
  Conflict: 'Conflict',
  TooManyRequests: 'TooManyRequests',
  NoGameInstance: 'NoGameInstance',
  InternalError: 'InternalError',
} as const;
export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];

/** Spec §8: the structured error a failed call raises in the client. */
export interface ApiFailure {
  ApiErrorResponse: ApiErrorBody | null;
  NoGameInstanceError: boolean;
  StripeTokenErrorResponse: unknown;
}

export function apiCallFailure(body: ApiErrorBody): ApiFailure {
  return { ApiErrorResponse: body, NoGameInstanceError: false, StripeTokenErrorResponse: null };
}

export function noGameInstanceFailure(): ApiFailure {
  return { ApiErrorResponse: null, NoGameInstanceError: true, StripeTokenErrorResponse: null };
}
