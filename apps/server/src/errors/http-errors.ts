import type { AccountErrorCode } from '@charity/domain/api/account-errors';
import { ApiErrorCode, type ApiErrorBody } from '@charity/domain/api/errors';
import type { DrawRefusalCode } from '@charity/domain/draws/draw-refusal';
import type { ProtectionRefusalCode } from '@charity/domain/api/player-protection';
import type { MoneyRefusalCode } from '@charity/domain/registration/money-eligibility';
import type { RequestErrorCode } from '@charity/domain/requests/request-errors';
import type { MoneyOperationCode } from '@charity/domain/bundles/money-operation-errors';

/** An error whose status, code and message may be shown to the caller as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code:
      | ApiErrorCode
      | AccountErrorCode
      | DrawRefusalCode
      | ProtectionRefusalCode
      | RequestErrorCode
      | MoneyRefusalCode
      | MoneyOperationCode
      | 'ServiceUnavailable'
      | 'LocationRequired',
    message: string,
    /** The fields at fault, when the caller can point at them. */
    readonly errors?: ApiErrorBody['Errors'],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, ApiErrorCode.NotFound, message);
export const badRequest = (message: string) => new HttpError(400, ApiErrorCode.BadRequest, message);
/** A 400 about one field of the body, with its own code when the caller must tell it apart. */
export const fieldProblem = (
  path: string,
  message: string,
  code: ApiErrorCode | AccountErrorCode = ApiErrorCode.BadRequest,
) => new HttpError(400, code, message, [{ Path: path, Message: message }]);
export const serviceUnavailable = (message: string) =>
  new HttpError(503, 'ServiceUnavailable', message);
