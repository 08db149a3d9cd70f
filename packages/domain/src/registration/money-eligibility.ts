import { ageOn } from './age';

/**
 * Why the server refuses a money call (assign, purchase, play, subscribe): one code per
 * missing registration step, so the SPA can send the player to the right one.
 */
export const MoneyRefusalCode = {
  TermsNotAgreed: 'TermsNotAgreed',
  PledgeMissing: 'PledgeMissing',
  EmailNotVerified: 'EmailNotVerified',
  AgeNotVerified: 'AgeNotVerified',
  UnderMinimumAge: 'UnderMinimumAge',
} as const;
export type MoneyRefusalCode = (typeof MoneyRefusalCode)[keyof typeof MoneyRefusalCode];

export interface MoneyEligibilityFacts {
  /** Agreed to the organization's latest terms version (a newer one resets it). */
  agreedToLatestTerms: boolean;
  /** Pledged to a charity that is still active. */
  hasValidPledge: boolean;
  emailVerified: boolean;
  /** `YYYY-MM-DD`, or null when the account never gave one. */
  dateOfBirth: string | null;
  /** The organization's minimum age (18 or 19 by jurisdiction). */
  minimumAge: number;
  today: Date;
}

export interface MoneyRefusal {
  code: MoneyRefusalCode;
  message: string;
}

/** The English of a refused money call, by its code. */
export function moneyRefusalWords(code: MoneyRefusalCode, minimumAge: number): string {
  switch (code) {
    case 'TermsNotAgreed':
      return 'Agree to the latest terms of service first.';
    case 'PledgeMissing':
      return 'Pledge your support to a charity first.';
    case 'EmailNotVerified':
      return 'Verify your e-mail address first.';
    case 'AgeNotVerified':
      return 'Your date of birth is needed to play.';
    case 'UnderMinimumAge':
      return `Players must be at least ${minimumAge} years old.`;
  }
}

const refused = (code: MoneyRefusalCode, minimumAge: number): MoneyRefusal => ({
  code,
  message: moneyRefusalWords(code, minimumAge),
});

/**
 * Spec §4's registration progression as the server enforces it before money moves: the
 * SPA's guards lead the player through the steps; this rule holds whatever the client does.
 * Steps are checked in the spec's order (terms, then pledge), then the account's own facts.
 */
export function moneyRefusal(facts: MoneyEligibilityFacts): MoneyRefusal | null {
  const age = facts.minimumAge;
  if (!facts.agreedToLatestTerms) return refused('TermsNotAgreed', age);
  if (!facts.hasValidPledge) return refused('PledgeMissing', age);
  if (!facts.emailVerified) return refused('EmailNotVerified', age);
  if (facts.dateOfBirth === null) return refused('AgeNotVerified', age);
  if (ageOn(facts.dateOfBirth, facts.today) < age) return refused('UnderMinimumAge', age);
  return null;
}
