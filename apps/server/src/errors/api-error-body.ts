import { ApiErrorCode, type ApiErrorBody } from '@charity/domain/api/errors';
import { RequestErrorCode } from '@charity/domain/requests/request-errors';

/** A hostile 100 KB URL must not come back in full in its own error. */
const MAX_ECHO = 2048;
const clip = (text: string) => (text.length > MAX_ECHO ? `${text.slice(0, MAX_ECHO)}…` : text);

export function apiErrorBody(
  request: { method: string; url: string },
  status: number,
  code: string,
  message: string,
  errors?: ApiErrorBody['Errors'],
): ApiErrorBody {
  return {
    Status: status,
    Code: code,
    Message: clip(message),
    Method: request.method,
    RequestUrl: clip(request.url),
    ...(errors ? { Errors: errors } : {}),
  };
}

const CODES: Record<number, string> = {
  401: ApiErrorCode.Unauthorized,
  403: ApiErrorCode.Forbidden,
  404: ApiErrorCode.NotFound,
  409: ApiErrorCode.Conflict,
  413: RequestErrorCode.PayloadTooLarge,
  414: RequestErrorCode.UriTooLong,
  415: RequestErrorCode.UnsupportedMediaType,
  429: ApiErrorCode.TooManyRequests,
  431: RequestErrorCode.HeadersTooLarge,
  503: RequestErrorCode.ServiceUnavailable,
};

/** Codes for the answers that Fastify, Node and the plugins raise themselves. */
export function codeForStatus(status: number): string {
  return CODES[status] ?? (status >= 500 ? ApiErrorCode.InternalError : ApiErrorCode.BadRequest);
}
