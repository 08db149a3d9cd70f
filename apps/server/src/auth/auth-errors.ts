import { ApiErrorCode } from '@charity/domain/api/errors';
import { HttpError, type RefusalMessage } from '../errors/http-errors';

export const unauthorized = (
  message: RefusalMessage = 'Sign in again: the access token is missing, invalid or expired.',
) => new HttpError(401, ApiErrorCode.Unauthorized, message);
export const forbidden = (message: RefusalMessage) =>
  new HttpError(403, ApiErrorCode.Forbidden, message);
export const conflict = (message: RefusalMessage) =>
  new HttpError(409, ApiErrorCode.Conflict, message);
