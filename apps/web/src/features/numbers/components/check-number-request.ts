import type { TFunction } from 'i18next';
import { parseTicketNumbers } from './ticket-numbers';
import type { NumberRequest } from './number-request-fields';

export type CheckedRequest =
  | { ok: true; quantity: number; ticketNumbers: number[] }
  | { ok: false; errors: { quantity?: string; specific?: string } };

/**
 * The quantity within 1..max, specific numbers within the game's range (1..rangeMax, when
 * known), distinct and no more than the quantity.
 */
export function checkNumberRequest(
  t: TFunction,
  request: NumberRequest,
  max: number,
  rangeMax?: number,
): CheckedRequest {
  const quantity = Number(request.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > max) {
    return {
      ok: false,
      errors: { quantity: t('numbers.request.errors.quantity', { count: max }) },
    };
  }
  const ticketNumbers = parseTicketNumbers(request.specific);
  if (!ticketNumbers) {
    return { ok: false, errors: { specific: t('numbers.request.errors.notNumbers') } };
  }
  // A whole number out of the range ("0"): say the range, not that it is not a number.
  if (ticketNumbers.some((n) => n < 1 || (rangeMax !== undefined && n > rangeMax))) {
    const specific =
      rangeMax === undefined
        ? t('numbers.request.errors.fromOne')
        : t('numbers.request.errors.range', { max: rangeMax });
    return { ok: false, errors: { specific } };
  }
  if (new Set(ticketNumbers).size !== ticketNumbers.length) {
    return { ok: false, errors: { specific: t('numbers.request.errors.twice') } };
  }
  if (ticketNumbers.length > quantity) {
    return {
      ok: false,
      errors: { specific: t('numbers.request.errors.tooMany', { count: quantity }) },
    };
  }
  return { ok: true, quantity, ticketNumbers };
}
