import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { allow, redirect } from './decision';
import { gameStartedOrConsoleGuard } from './staff-without-game';

describe('a signed-in page while no game is open', () => {
  it('lets anyone through once a game instance exists', () => {
    expect(gameStartedOrConsoleGuard('i-1', null)).toEqual(allow);
    expect(gameStartedOrConsoleGuard('i-1', paths.admin.games)).toEqual(allow);
  });

  it('sends staff to their console page, players (and roles with no console page) to game-not-started', () => {
    expect(gameStartedOrConsoleGuard(null, paths.admin.games)).toEqual(redirect(paths.admin.games));
    expect(gameStartedOrConsoleGuard(undefined, null)).toEqual(redirect(paths.gameNotStarted));
    expect(gameStartedOrConsoleGuard(null, paths.game.dashboard)).toEqual(
      redirect(paths.gameNotStarted),
    );
  });
});
