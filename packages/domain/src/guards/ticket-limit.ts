import { paths } from '../paths';
import { allow, redirect, type GuardDecision } from './decision';

/** Spec §5: on assign-numbers a reached limit goes to `/goldrush/dashboard`. */
export function assignNumbersTicketLimitGuard(limitReached: boolean): GuardDecision {
  return limitReached ? redirect(paths.legacyGoldRushDashboard) : allow;
}

/** Spec §5: on other guarded pages a reached limit goes to `/ticket-limit-reached`. */
export function ticketLimitGuard(limitReached: boolean): GuardDecision {
  return limitReached ? redirect(paths.ticketLimitReached) : allow;
}
