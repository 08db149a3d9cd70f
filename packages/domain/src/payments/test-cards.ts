/**
 * The sandbox card processor honours Stripe's public test card numbers, so the same cards
 * work against the sandbox and against Stripe in test mode.
 */
export const SandboxCardOutcome = {
  Succeeds: 'succeeds',
  Declined: 'declined',
  InsufficientFunds: 'insufficient_funds',
  LostCard: 'lost_card',
  StolenCard: 'stolen_card',
  ExpiredCard: 'expired_card',
  IncorrectCvc: 'incorrect_cvc',
  ProcessingError: 'processing_error',
  /** 3-D Secure required: the player approves at the bank; an off-session charge fails. */
  RequiresAction: 'requires_action',
  /** Saves fine, then every charge is declined (Stripe's 4000 0000 0000 0341). */
  DeclinesAfterAttach: 'declines_after_attach',
} as const;
export type SandboxCardOutcome = (typeof SandboxCardOutcome)[keyof typeof SandboxCardOutcome];

interface TestCard {
  /** As Stripe's page writes it, in groups. */
  number: string;
  outcome: SandboxCardOutcome;
  brand: string;
}

/**
 * Stripe's published test cards (docs "Testing": by brand, declines, 3-D Secure) for the
 * outcomes the sandbox models. 3-D Secure "supported but not required" cards succeed without
 * a check, as they do on Stripe when the bank does not ask; 4111 1111 1111 1111 is the
 * classic Visa test number, which Stripe's test mode also accepts.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: SandboxCardOutcome.Succeeds, brand: 'visa' },
  { number: '4111 1111 1111 1111', outcome: SandboxCardOutcome.Succeeds, brand: 'visa' },
  { number: '4000 0566 5566 5556', outcome: SandboxCardOutcome.Succeeds, brand: 'visa' },
  { number: '4000 0012 4000 0000', outcome: SandboxCardOutcome.Succeeds, brand: 'visa' },
  { number: '5555 5555 5555 4444', outcome: SandboxCardOutcome.Succeeds, brand: 'mastercard' },
  { number: '2223 0031 2200 3222', outcome: SandboxCardOutcome.Succeeds, brand: 'mastercard' },
  { number: '5200 8282 8282 8210', outcome: SandboxCardOutcome.Succeeds, brand: 'mastercard' },
  { number: '5105 1051 0510 5100', outcome: SandboxCardOutcome.Succeeds, brand: 'mastercard' },
  { number: '3782 822463 10005', outcome: SandboxCardOutcome.Succeeds, brand: 'amex' },
  { number: '3714 496353 98431', outcome: SandboxCardOutcome.Succeeds, brand: 'amex' },
  { number: '6011 1111 1111 1117', outcome: SandboxCardOutcome.Succeeds, brand: 'discover' },
  { number: '6011 0009 9013 9424', outcome: SandboxCardOutcome.Succeeds, brand: 'discover' },
  { number: '3566 0020 2036 0505', outcome: SandboxCardOutcome.Succeeds, brand: 'jcb' },
  { number: '4000 0000 0000 3055', outcome: SandboxCardOutcome.Succeeds, brand: 'visa' },
  { number: '4000 0000 0000 0002', outcome: SandboxCardOutcome.Declined, brand: 'visa' },
  { number: '4100 0000 0000 0019', outcome: SandboxCardOutcome.Declined, brand: 'visa' },
  { number: '4000 0000 0000 9995', outcome: SandboxCardOutcome.InsufficientFunds, brand: 'visa' },
  { number: '4000 0000 0000 9987', outcome: SandboxCardOutcome.LostCard, brand: 'visa' },
  { number: '4000 0000 0000 9979', outcome: SandboxCardOutcome.StolenCard, brand: 'visa' },
  { number: '4000 0000 0000 0069', outcome: SandboxCardOutcome.ExpiredCard, brand: 'visa' },
  { number: '4000 0000 0000 0127', outcome: SandboxCardOutcome.IncorrectCvc, brand: 'visa' },
  { number: '4000 0000 0000 0119', outcome: SandboxCardOutcome.ProcessingError, brand: 'visa' },
  { number: '4000 0025 0000 3155', outcome: SandboxCardOutcome.RequiresAction, brand: 'visa' },
  { number: '4000 0027 6000 3184', outcome: SandboxCardOutcome.RequiresAction, brand: 'visa' },
  { number: '4000 0000 0000 3220', outcome: SandboxCardOutcome.RequiresAction, brand: 'visa' },
  { number: '4000 0000 0000 3063', outcome: SandboxCardOutcome.RequiresAction, brand: 'visa' },
  {
    number: '4000 0000 0000 0341',
    outcome: SandboxCardOutcome.DeclinesAfterAttach,
    brand: 'visa',
  },
];

/** The decline code a refusing card gives, as Stripe's `code` (lost and stolen: a decline). */
export const CARD_FAILURES: Partial<Record<SandboxCardOutcome, string>> = {
  [SandboxCardOutcome.Declined]: 'card_declined',
  [SandboxCardOutcome.LostCard]: 'card_declined',
  [SandboxCardOutcome.StolenCard]: 'card_declined',
  [SandboxCardOutcome.InsufficientFunds]: 'insufficient_funds',
  [SandboxCardOutcome.ExpiredCard]: 'expired_card',
  [SandboxCardOutcome.IncorrectCvc]: 'incorrect_cvc',
  [SandboxCardOutcome.ProcessingError]: 'processing_error',
  [SandboxCardOutcome.DeclinesAfterAttach]: 'card_declined',
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
  const digits = normalizeCardNumber(input);
  const card = TEST_CARDS.find((known) => normalizeCardNumber(known.number) === digits);
  return card ? { outcome: card.outcome, brand: card.brand } : null;
}

/** Shown to the player; never reveals more than the processor said. */
export const declineMessages: Record<string, string> = {
  card_declined: 'Your card was declined. Please use another card.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card.',
  authentication_required: 'Your bank asked to confirm this payment. Please pay again by hand.',
  expired_card: 'Your card has expired. Please use another card.',
  incorrect_cvc: "Your card's security code is incorrect. Check it and try again.",
  processing_error: 'The payment could not be processed. Please try again.',
  payment_canceled: "You cancelled this payment at your bank's check. Nothing was charged.",
  self_excluded:
    'This payment was cancelled when you excluded yourself from play. Nothing was charged.',
};

export const declineMessage = (code: string) =>
  declineMessages[code] ?? declineMessages.card_declined ?? 'Your card was declined.';
