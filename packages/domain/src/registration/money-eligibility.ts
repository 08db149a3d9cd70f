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

/**
 * Spec §4's registration progression as the server enforces it before money moves: the
 * SPA's guards lead the player through the steps; this rule holds whatever the client does.
 * Steps are checked in the spec's order (terms, then pledge), then the account's own facts.
 */
export function moneyRefusal(facts: MoneyEligibilityFacts): MoneyRefusal | null {
  if (!facts.agreedToLatestTerms) {
    return { code: 'TermsNotAgreed', message: 'Agree to the latest terms of service first.' };
  }
  if (!facts.hasValidPledge) {
    return { code: 'PledgeMissing', message: 'Pledge your support to a charity first.' };
  }
  if (!facts.emailVerified) {
    return { code: 'EmailNotVerified', message: 'Verify your e-mail address first.' };
  }
  if (facts.dateOfBirth === null) {
    return { code: 'AgeNotVerified', message: 'Your date of birth is needed to play.' };
  }
  if (ageOn(facts.dateOfBirth, facts.today) < facts.minimumAge) {
    return {
      code: 'UnderMinimumAge',
      message: `Players must be at least ${facts.minimumAge} years old.`,
    };
  }
  return null;
}
