import { describe, expect, it } from 'vitest';
import { visitorMenu } from './visitor-menu';

describe('visitorMenu', () => {
  it('lists only open pages and the way in, never a player page or Log Out', () => {
    const targets = visitorMenu().map((entry) => entry.to);
    expect(targets).toEqual([
      '/login',
      '/game/intro',
      '/game/terms-of-service',
      '/game/game-rules',
      '/game/privacy-policy',
    ]);
    expect(targets).not.toContain('/logout');
  });
});
