import { describe, expect, it } from 'vitest';
import {
  declineMessage,
  normalizeCardNumber,
  passesLuhn,
  SandboxCardOutcome,
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

  it('know no other card', () => {
    expect(testCardOutcome('4111111111111111')).toBeNull();
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
