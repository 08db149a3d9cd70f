import { normalizeCardNumber, passesLuhn } from '@charity/domain/payments/test-cards';

export interface CardFields {
  cardNumber: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}

export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

export const emptyCardFields: CardFields = { cardNumber: '', expiry: '', cvc: '', postalCode: '' };

/** Groups of four, as printed on the card. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `MM / YY` while typing. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** Message keys (under `payment.card.errors`) of what is wrong, field by field. */
export function checkCardFields(fields: CardFields, now = new Date()): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const digits = normalizeCardNumber(fields.cardNumber);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.cardNumber = 'cardNumber';
  const expiry = parseExpiry(fields.expiry);
  if (!expiry) errors.expiry = 'expiry';
  else if (new Date(Date.UTC(expiry.year, expiry.month, 1)) <= now) errors.expiry = 'expired';
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = 'cvc';
  if (!/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/.test(fields.postalCode.trim()))
    errors.postalCode = 'postalCode';
  return errors;
}
