/**
 * The sandbox card processor honours Stripe's public test card numbers, so the same cards
 * work against the sandbox and against Stripe in test mode.
 */
export const SandboxCardOutcome = {
  Succeeds: 'succeeds',
  Declined: 'declined',
  InsufficientFunds: 'insufficient_funds',
  RequiresAction: 'requires_action',
  /** Saves fine, then every charge is declined (Stripe's 4000 0000 0000 0341). */
  DeclinesAfterAttach: 'declines_after_attach',
} as const;
export type SandboxCardOutcome = (typeof SandboxCardOutcome)[keyof typeof SandboxCardOutcome];

const TEST_CARDS: Record<string, { outcome: SandboxCardOutcome; brand: string }> = {
  '4242424242424242': { outcome: SandboxCardOutcome.Succeeds, brand: 'visa' },
  '5555555555554444': { outcome: SandboxCardOutcome.Succeeds, brand: 'mastercard' },
  '4000000000000002': { outcome: SandboxCardOutcome.Declined, brand: 'visa' },
  '4000000000009995': { outcome: SandboxCardOutcome.InsufficientFunds, brand: 'visa' },
  '4000002500003155': { outcome: SandboxCardOutcome.RequiresAction, brand: 'visa' },
  '4000000000000341': { outcome: SandboxCardOutcome.DeclinesAfterAttach, brand: 'visa' },
};

/** Digits only: the card form may send `4242 4242 4242 4242`. */
export const normalizeCardNumber = (input: string) => input.replace(/[\s-]/g, '');

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The outcome of a test card, or null when the number is not one of the test cards. */
export function testCardOutcome(input: string) {
  return TEST_CARDS[normalizeCardNumber(input)] ?? null;
}

/** Shown to the player; never reveals more than the processor said. */
export const declineMessages: Record<string, string> = {
  card_declined: 'Your card was declined. Please use another card.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card.',
  authentication_required: 'Your bank asked to confirm this payment. Please pay again by hand.',
  expired_card: 'Your card has expired. Please use another card.',
  processing_error: 'The payment could not be processed. Please try again.',
  payment_canceled: "You cancelled this payment at your bank's check. Nothing was charged.",
  self_excluded:
    'This payment was cancelled when you excluded yourself from play. Nothing was charged.',
};

export const declineMessage = (code: string) =>
  declineMessages[code] ?? declineMessages.card_declined ?? 'Your card was declined.';
