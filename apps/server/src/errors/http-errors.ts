import { ApiErrorCode } from '@charity/domain/api/errors';

/** An error whose status, code and message may be shown to the caller as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode | 'ServiceUnavailable',
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, ApiErrorCode.NotFound, message);
export const badRequest = (message: string) => new HttpError(400, ApiErrorCode.BadRequest, message);
export const serviceUnavailable = (message: string) =>
  new HttpError(503, 'ServiceUnavailable', message);
