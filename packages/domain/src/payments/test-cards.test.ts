import { describe, expect, it } from 'vitest';
import {
  CARD_FAILURES,
  declineMessage,
  normalizeCardNumber,
  passesLuhn,
  SandboxCardOutcome,
  TEST_CARDS,
  testCardOutcome,
} from './test-cards';

describe('the sandbox test cards', () => {
  it("honour Stripe's public test numbers, spaced or not", () => {
    expect(testCardOutcome('4242 4242 4242 4242')?.outcome).toBe(SandboxCardOutcome.Succeeds);
    expect(testCardOutcome('4000-0000-0000-0002')?.outcome).toBe(SandboxCardOutcome.Declined);
    expect(testCardOutcome('4000000000009995')?.outcome).toBe(SandboxCardOutcome.InsufficientFunds);
    expect(testCardOutcome('4000002500003155')?.outcome).toBe(SandboxCardOutcome.RequiresAction);
    expect(testCardOutcome('4000000000000341')?.outcome).toBe(
      SandboxCardOutcome.DeclinesAfterAttach,
    );
    expect(testCardOutcome('5555555555554444')?.brand).toBe('mastercard');
  });

  it("honour Stripe's published list: 3-D Secure required, declines by reason, other brands (issue 28)", () => {
    expect(testCardOutcome('4000 0027 6000 3184')?.outcome).toBe(SandboxCardOutcome.RequiresAction);
    expect(testCardOutcome('4000000000003220')?.outcome).toBe(SandboxCardOutcome.RequiresAction);
    expect(testCardOutcome('4111 1111 1111 1111')?.outcome).toBe(SandboxCardOutcome.Succeeds);
    expect(testCardOutcome('4000000000003055')?.outcome).toBe(SandboxCardOutcome.Succeeds);
    expect(testCardOutcome('378282246310005')?.brand).toBe('amex');
    expect(testCardOutcome('4000000000000069')?.outcome).toBe(SandboxCardOutcome.ExpiredCard);
    expect(CARD_FAILURES[SandboxCardOutcome.StolenCard]).toBe('card_declined');
    expect(declineMessage('incorrect_cvc')).toMatch(/security code/);
  });

  it('list only Luhn-valid numbers, each once', () => {
    const digits = TEST_CARDS.map((card) => normalizeCardNumber(card.number));
    expect(digits.filter((number) => !passesLuhn(number))).toEqual([]);
    expect(new Set(digits).size).toBe(digits.length);
  });

  it('know no other card', () => {
    expect(testCardOutcome('4012888888881881')).toBeNull();
  });

  it('are Luhn-valid, and a typo is not', () => {
    expect(passesLuhn(normalizeCardNumber('4242 4242 4242 4242'))).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242')).toBe(false);
    expect(passesLuhn('4242a24242424242')).toBe(false);
  });

  it('explain a decline without saying more than the processor did', () => {
    expect(declineMessage('insufficient_funds')).toMatch(/insufficient funds/);
    expect(declineMessage('something_new')).toBe(declineMessage('card_declined'));
  });
});
