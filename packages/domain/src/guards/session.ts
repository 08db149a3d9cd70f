import { paths } from '../paths';
import { allow, redirect, type GuardDecision } from './decision';

/** Spec §6: game and register routes need a signed-in player; otherwise `/login`. */
export function authenticatedGuard(isAuthenticated: boolean): GuardDecision {
  return isAuthenticated ? allow : redirect(paths.login);
}

/** Spec §2: auth-callback, auth-init, login, recover-password are for signed-out users only. */
export function unauthenticatedGuard(isAuthenticated: boolean): GuardDecision {
  return isAuthenticated ? redirect(paths.game.dashboard) : allow;
}

/** Spec §6: admin routes; a non-administrator goes to the dashboard. */
export function adminGuard(isAdmin: boolean): GuardDecision {
  return isAdmin ? allow : redirect(paths.game.dashboard);
}

/** Spec §2: `/admin/draw` only when manual draw is enabled, otherwise the dashboard. */
export function manualDrawGuard(manualDraw: boolean | null | undefined): GuardDecision {
  return manualDraw ? allow : redirect(paths.game.dashboard);
}

/** Spec §2: subscription only when subscriptions are enabled. */
export function subscriptionsGuard(enabled: boolean | null | undefined): GuardDecision {
  return enabled ? allow : redirect(paths.game.dashboard);
}
