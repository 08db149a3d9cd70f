import { describe, expect, it } from 'vitest';
import { moneyRefusal, type MoneyEligibilityFacts } from './money-eligibility';

const ready: MoneyEligibilityFacts = {
  agreedToLatestTerms: true,
  hasValidPledge: true,
  emailVerified: true,
  dateOfBirth: '2000-06-15',
  minimumAge: 19,
  today: new Date('2026-11-22T12:00:00Z'),
};

describe('money eligibility', () => {
  it('lets a fully registered adult move money', () => {
    expect(moneyRefusal(ready)).toBeNull();
  });

  it('refuses each missing step with its own code, in the spec order', () => {
    expect(
      moneyRefusal({ ...ready, agreedToLatestTerms: false, hasValidPledge: false })?.code,
    ).toBe('TermsNotAgreed');
    expect(moneyRefusal({ ...ready, hasValidPledge: false })?.code).toBe('PledgeMissing');
    expect(moneyRefusal({ ...ready, emailVerified: false })?.code).toBe('EmailNotVerified');
    expect(moneyRefusal({ ...ready, dateOfBirth: null })?.code).toBe('AgeNotVerified');
  });

  it('counts age to the birthday, against the organization minimum', () => {
    const nineteenTomorrow = { ...ready, dateOfBirth: '2007-11-23' };
    expect(moneyRefusal(nineteenTomorrow)?.code).toBe('UnderMinimumAge');
    expect(moneyRefusal({ ...nineteenTomorrow, minimumAge: 18 })).toBeNull();
    expect(moneyRefusal({ ...ready, dateOfBirth: '2007-11-22' })).toBeNull();
  });
});
