import type { AccountErrorCode } from '@charity/domain/api/account-errors';
import { ApiErrorCode } from '@charity/domain/api/errors';
import type { DrawRefusalCode } from '@charity/domain/draws/draw-refusal';
import type { ProtectionRefusalCode } from '@charity/domain/api/player-protection';
import type { MoneyRefusalCode } from '@charity/domain/registration/money-eligibility';
import type { RequestErrorCode } from '@charity/domain/requests/request-errors';
import type { MoneyOperationCode } from '@charity/domain/bundles/money-operation-errors';
import { englishOf, type Refusal } from '../refusals/refusal-catalogue';

/** A refusal's words: a key of the catalogue (worded in the reader's language), or English. */
export type RefusalMessage = string | Refusal;

/** A field at fault and what is wrong with it. */
export interface FieldRefusal {
  Path: string;
  Message: RefusalMessage;
}

/**
 * An error whose status, code and message may be shown to the caller: a keyed refusal is
 * worded in the reader's language by the error handler; a plain string goes out as it is.
 */
export class HttpError extends Error {
  readonly refusal: Refusal | undefined;

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
    message: RefusalMessage,
    /** The fields at fault, when the caller can point at them. */
    readonly errors?: readonly FieldRefusal[],
  ) {
    super(typeof message === 'string' ? message : englishOf(message));
    this.name = 'HttpError';
    this.refusal = typeof message === 'string' ? undefined : message;
  }
}

export const notFound = (message: RefusalMessage) =>
  new HttpError(404, ApiErrorCode.NotFound, message);
export const badRequest = (message: RefusalMessage) =>
  new HttpError(400, ApiErrorCode.BadRequest, message);
/** A 400 about one field of the body, with its own code when the caller must tell it apart. */
export const fieldProblem = (
  path: string,
  message: RefusalMessage,
  code: ApiErrorCode | AccountErrorCode = ApiErrorCode.BadRequest,
) => new HttpError(400, code, message, [{ Path: path, Message: message }]);
export const serviceUnavailable = (message: string) =>
  new HttpError(503, 'ServiceUnavailable', message);
