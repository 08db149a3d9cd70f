import { describe, expect, it } from 'vitest';
import { GameType, gameLogoUrl } from './game-type';

describe('gameLogoUrl (spec §1)', () => {
  it('uses the fifty-fifty logo for ProgressiveFiftyFifty', () => {
    expect(gameLogoUrl('https://x/cdn', GameType.ProgressiveFiftyFifty)).toBe(
      'https://x/cdn/assets/game-logos/fifty-fifty-logo.svg',
    );
  });

  it.each([GameType.GoldRush, null, undefined, 99])(
    'uses the gold-rush logo otherwise (%j)',
    (t) => {
      expect(gameLogoUrl('https://x/cdn/', t)).toBe(
        'https://x/cdn/assets/game-logos/gold-rush-logo.svg',
      );
    },
  );
});
