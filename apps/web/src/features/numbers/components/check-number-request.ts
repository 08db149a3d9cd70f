import type { TFunction } from 'i18next';
import { parseTicketNumbers } from './ticket-numbers';
import type { NumberRequest } from './number-request-fields';

export type CheckedRequest =
  | { ok: true; quantity: number; ticketNumbers: number[] }
  | { ok: false; errors: { quantity?: string; specific?: string } };

/** The quantity within 1..max, specific numbers distinct and no more than the quantity. */
export function checkNumberRequest(
  t: TFunction,
  request: NumberRequest,
  max: number,
): CheckedRequest {
  const quantity = Number(request.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > max) {
    return { ok: false, errors: { quantity: t('numbers.request.errors.quantity', { max }) } };
  }
  const ticketNumbers = parseTicketNumbers(request.specific);
  if (!ticketNumbers || ticketNumbers.some((n) => n < 1)) {
    return { ok: false, errors: { specific: t('numbers.request.errors.notNumbers') } };
  }
  if (new Set(ticketNumbers).size !== ticketNumbers.length) {
    return { ok: false, errors: { specific: t('numbers.request.errors.twice') } };
  }
  if (ticketNumbers.length > quantity) {
    return { ok: false, errors: { specific: t('numbers.request.errors.tooMany', { quantity }) } };
  }
  return { ok: true, quantity, ticketNumbers };
}
