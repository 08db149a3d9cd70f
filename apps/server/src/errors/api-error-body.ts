import { ApiErrorCode, type ApiErrorBody } from '@charity/domain/api/errors';
import type { FastifyRequest } from 'fastify';

export function apiErrorBody(
  request: FastifyRequest,
  status: number,
  code: string,
  message: string,
  errors?: ApiErrorBody['Errors'],
): ApiErrorBody {
  return {
    Status: status,
    Code: code,
    Message: message,
    Method: request.method,
    RequestUrl: request.url,
    ...(errors ? { Errors: errors } : {}),
  };
}

/** Codes for the 4xx that Fastify and its plugins raise themselves. */
export function codeForStatus(status: number): string {
  switch (status) {
    case 401:
      return ApiErrorCode.Unauthorized;
    case 403:
      return ApiErrorCode.Forbidden;
    case 404:
      return ApiErrorCode.NotFound;
    case 409:
      return ApiErrorCode.Conflict;
    case 429:
      return ApiErrorCode.TooManyRequests;
    default:
      return status >= 500 ? ApiErrorCode.InternalError : ApiErrorCode.BadRequest;
  }
}
