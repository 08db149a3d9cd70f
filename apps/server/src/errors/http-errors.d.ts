import { ApiErrorCode } from '@charity/domain/api/errors';
/** An error whose status, code and message may be shown to the caller as they are. */
export declare class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ApiErrorCode | 'ServiceUnavailable';
  constructor(statusCode: number, code: ApiErrorCode | 'ServiceUnavailable', message: string);
}
export declare const notFound: (message: string) => HttpError;
export declare const badRequest: (message: string) => HttpError;
export declare const serviceUnavailable: (message: string) => HttpError;
