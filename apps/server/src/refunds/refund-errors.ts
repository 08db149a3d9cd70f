import { MoneyOperationCode } from '@charity/domain/bundles/money-operation-errors';
import { formatCents } from '@charity/domain/currency';
import { HttpError } from '../errors/http-errors';

export const voidAfterDraw = (instance: string) =>
  new HttpError(
    409,
    MoneyOperationCode.VoidAfterDraw,
    `The draw of ${instance} has run: its published entry list stays as it is. Refund the payment instead.`,
  );

export const alreadyVoided = (what: string) =>
  new HttpError(409, MoneyOperationCode.AlreadyVoided, what);

export const refundAboveAmount = (leftCents: number) =>
  new HttpError(
    409,
    MoneyOperationCode.RefundAboveAmount,
    `At most ${formatCents(leftCents)} of this payment is left to refund.`,
  );

export const notRefundable = (status: string) =>
  new HttpError(
    409,
    MoneyOperationCode.NotRefundable,
    `Only a successful payment can be voided or refunded; this one is ${status}.`,
  );

/** The database refused a write that would break the books (migration 0029's triggers). */
export const ledgerRefused = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23514';
