import { paths } from '../paths';
import { allow, redirect, type GuardDecision } from './decision';

export interface PlayerFacts {
  isAdmin: boolean;
  agreedToTermsOfService: boolean;
  hasCharityPledge: boolean;
  charityPledgeOptionIds: readonly string[];
  hasNumbersForCurrentGame: boolean;
  ticketLimitReached: boolean;
}

/** The combined player check may also ask the caller to pledge the only charity there is. */
export type PlayerRequirementsDecision = GuardDecision | { kind: 'auto-pledge'; charityId: string };

/**
 * Spec §4 "Player registration progression", enforced in order: terms, then charity pledge
 * (auto-assigned when exactly one option exists), then numbers for the current game.
 * Administrators skip all player checks; a reached ticket limit passes the combined check.
 */
export function playerRequirements(facts: PlayerFacts): PlayerRequirementsDecision {
  if (facts.isAdmin || facts.ticketLimitReached) return allow;
  if (!facts.agreedToTermsOfService) return redirect(paths.register.termsOfService);
  if (!facts.hasCharityPledge) {
    const [only, ...others] = facts.charityPledgeOptionIds;
    if (only !== undefined && others.length === 0) return { kind: 'auto-pledge', charityId: only };
    return redirect(paths.register.charityPledge);
  }
  if (!facts.hasNumbersForCurrentGame) return redirect(paths.register.assignNumbers);
  return allow;
}

/** Spec §4: a completed terms step redirects to the dashboard. */
export function termsStepGuard(agreedToTermsOfService: boolean): GuardDecision {
  return agreedToTermsOfService ? redirect(paths.game.dashboard) : allow;
}

/** Spec §4: a completed charity-pledge step redirects to the dashboard. */
export function charityPledgeStepGuard(hasValidPledge: boolean): GuardDecision {
  return hasValidPledge ? redirect(paths.game.dashboard) : allow;
}

/**
 * Spec §2 and §5: assign-numbers only while the player has no numbers for the game (else
 * root) and the ticket limit is not reached (else `/goldrush/dashboard`).
 */
export function assignNumbersStepGuard(facts: {
  hasNumbersForCurrentGame: boolean;
  ticketLimitReached: boolean;
}): GuardDecision {
  if (facts.hasNumbersForCurrentGame) return redirect(paths.root);
  if (facts.ticketLimitReached) return redirect(paths.legacyGoldRushDashboard);
  return allow;
}
