import { paths } from '../paths';
import { allow, redirect, type GuardDecision } from './decision';

/**
 * Spec §6 with follow-up 8 of issue 27: signed-in pages need a game instance, else
 * `/game-not-started`; a staff member, though, has the console to go to while no game is open
 * (their role's first page), unless their role opens no console page.
 */
export function gameStartedOrConsoleGuard(
  gameInstanceId: string | null | undefined,
  consoleHome: string | null,
): GuardDecision {
  if (gameInstanceId) return allow;
  return redirect(
    consoleHome && consoleHome !== paths.game.dashboard ? consoleHome : paths.gameNotStarted,
  );
}
