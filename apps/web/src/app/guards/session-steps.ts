import { browserGuard } from '@charity/domain/guards/browser';
import { allow, redirect } from '@charity/domain/guards/decision';
import { gameNotStartedPageGuard } from '@charity/domain/guards/game-instance';
import { gameStartedOrConsoleGuard } from '@charity/domain/guards/staff-without-game';
import {
  adminGuard,
  authenticatedGuard,
  manualDrawGuard,
  subscriptionsGuard,
  unauthenticatedGuard,
} from '@charity/domain/guards/session';
import { ticketLimitGuard } from '@charity/domain/guards/ticket-limit';
import { paths } from '@charity/domain/paths';
import { getSubject, hasStoredSession, isAuthenticated, logout } from '@/lib/auth/session';
import { sessionExpiry } from '@/lib/auth/session-expiry';
import type { StaffPermission } from '@charity/domain/staff/staff-roles';
import { staffPaths } from '@charity/domain/staff/staff-management-api';
import { staffMembershipQueryOptions } from '@/api/staff-membership';
import { queryClient } from '@/lib/query-client';
import { returnPath } from '@/lib/auth/return-path';
import { loadConfig } from '@/lib/config';
import { landing } from './auth-steps';
import { currentStatus, organizationId, ticketLimitReached } from './facts';
import type { GuardStep } from './guard-loader';

export const browser: GuardStep = () => browserGuard(navigator.userAgent);

/** Everything but /bad-request needs the configuration (spec §2, §8). */
export const configLoaded: GuardStep = async () => {
  await loadConfig();
  return allow;
};

export const unauthenticated: GuardStep = async () => unauthenticatedGuard(await isAuthenticated());

/**
 * Signed-out visitors go to /login; where they were going is kept for after sign-in. A stored
 * session that can no longer be used (expired, not renewable) is ended, and /login says why.
 */
export const authenticated: GuardStep = async ({ request }) => {
  const decision = authenticatedGuard(await isAuthenticated());
  if (decision.kind === 'redirect') {
    const url = new URL(request.url);
    returnPath.remember(`${url.pathname}${url.search}`);
    if (await hasStoredSession()) {
      sessionExpiry.mark();
      await logout({ silent: true }).catch(() => undefined);
    }
  }
  return decision;
};

/** No game open: players see /game-not-started, staff their console (follow-up 8). */
export const gameStarted: GuardStep = async () => {
  const gameInstanceId = (await currentStatus()).CurrentGameInstance?.Id;
  if (gameInstanceId) return gameStartedOrConsoleGuard(gameInstanceId, null);
  const staff = (await getSubject())?.isAdmin ?? false;
  return gameStartedOrConsoleGuard(gameInstanceId, staff ? await landing() : null);
};

export const gameNotStartedPage: GuardStep = async () =>
  gameNotStartedPageGuard((await currentStatus()).CurrentGameInstance?.Id);

export const admin: GuardStep = async () => adminGuard((await getSubject())?.isAdmin ?? false);

/** A staff page needs its permission; a role without it is told the page is not theirs. */
export const staffCan =
  (permission: StaffPermission): GuardStep =>
  async () => {
    const membership = await queryClient.ensureQueryData(
      staffMembershipQueryOptions(await organizationId()),
    );
    return membership.Permissions.includes(permission) ? allow : redirect(staffPaths.notForRole);
  };

export const manualDraw: GuardStep = async () =>
  manualDrawGuard((await currentStatus()).CurrentGameInstance?.ManualDraw);

export const subscriptions: GuardStep = async () =>
  subscriptionsGuard((await currentStatus()).CurrentGameInstance?.SubscriptionsEnabled);

export const ticketLimit: GuardStep = async () =>
  ticketLimitGuard(await ticketLimitReached(await currentStatus()));

export const redirectTo =
  (to: string): GuardStep =>
  () =>
    redirect(to);

export const toDashboard = redirectTo(paths.game.dashboard);
