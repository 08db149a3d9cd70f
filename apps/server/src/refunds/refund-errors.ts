import { MoneyOperationCode } from '@charity/domain/bundles/money-operation-errors';
import { formatCents } from '@charity/domain/currency';
import type { VoidRefusal } from '@charity/domain/refunds/void-rule';
import { HttpError } from '../errors/http-errors';
import { refusal } from '../refusals/refusal-catalogue';

/** The payment a refusal of the void rule (domain refunds/void-rule.ts) is about. */
interface Refused {
  instance: string;
  status: string;
}

const VOID_ANSWERS: Record<VoidRefusal, (payment: Refused) => HttpError> = {
  AlreadyVoided: () =>
    new HttpError(409, MoneyOperationCode.AlreadyVoided, refusal('void.refundedInFull')),
  NotRefundable: ({ status }) => notRefundable(status),
  VoidPrepayment: () =>
    new HttpError(409, MoneyOperationCode.VoidPrepayment, refusal('void.prepayment')),
  VoidAfterDraw: ({ instance }) =>
    new HttpError(
      409,
      MoneyOperationCode.VoidAfterDraw,
      refusal('void.afterDraw', { draw: instance }),
    ),
  VoidCancelledDraw: () =>
    new HttpError(409, MoneyOperationCode.VoidCancelledDraw, refusal('void.cancelledDraw')),
};

/** Why the void rule refuses, as the answer says it. */
export const voidRefused = (why: VoidRefusal, payment: Refused) => VOID_ANSWERS[why](payment);

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
