import { paths } from '../paths';
import { allow, redirect, type GuardDecision } from './decision';

/** Spec §6: authenticated routes need a game instance id, else `/game-not-started`. */
export function gameStartedGuard(gameInstanceId: string | null | undefined): GuardDecision {
  return gameInstanceId ? allow : redirect(paths.gameNotStarted);
}

/** Spec §2: game-not-started is reachable only while no game instance id exists. */
export function gameNotStartedPageGuard(gameInstanceId: string | null | undefined): GuardDecision {
  return gameInstanceId ? redirect(paths.game.dashboard) : allow;
}
