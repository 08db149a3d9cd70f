import { browserGuard } from '@charity/domain/guards/browser';
import { allow, redirect } from '@charity/domain/guards/decision';
import { gameNotStartedPageGuard, gameStartedGuard } from '@charity/domain/guards/game-instance';
import {
  adminGuard,
  authenticatedGuard,
  manualDrawGuard,
  subscriptionsGuard,
  unauthenticatedGuard,
} from '@charity/domain/guards/session';
import { ticketLimitGuard } from '@charity/domain/guards/ticket-limit';
import { paths } from '@charity/domain/paths';
import { getSubject, isAuthenticated } from '@/lib/auth/session';
import { returnPath } from '@/lib/auth/return-path';
import { loadConfig } from '@/lib/config';
import { currentStatus, ticketLimitReached } from './facts';
import type { GuardStep } from './guard-loader';

export const browser: GuardStep = () => browserGuard(navigator.userAgent);

/** Everything but /bad-request needs the configuration (spec §2, §8). */
export const configLoaded: GuardStep = async () => {
  await loadConfig();
  return allow;
};

export const unauthenticated: GuardStep = async () => unauthenticatedGuard(await isAuthenticated());

/** Signed-out visitors go to /login; where they were going is kept for after sign-in. */
export const authenticated: GuardStep = async ({ request }) => {
  const decision = authenticatedGuard(await isAuthenticated());
  if (decision.kind === 'redirect') {
    const url = new URL(request.url);
    returnPath.remember(`${url.pathname}${url.search}`);
  }
  return decision;
};

export const gameStarted: GuardStep = async () =>
  gameStartedGuard((await currentStatus()).CurrentGameInstance?.Id);

export const gameNotStartedPage: GuardStep = async () =>
  gameNotStartedPageGuard((await currentStatus()).CurrentGameInstance?.Id);

export const admin: GuardStep = async () => adminGuard((await getSubject())?.isAdmin ?? false);

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
