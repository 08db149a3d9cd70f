import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { safeReturnPath } from './return-path';

describe('safe return path after sign-in', () => {
  it.each(['/game/manage/email', '/game/draw-results/2025?x=1', '/admin/reports#top'])(
    'keeps the site path %s',
    (path) => expect(safeReturnPath(path)).toBe(path),
  );

  it.each([
    undefined,
    42,
    '',
    'game/dashboard',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/game\n/x',
  ])('refuses %j', (value) => expect(safeReturnPath(value)).toBe(paths.game.dashboard));

  it.each([paths.login, paths.logout, paths.authCallback, `${paths.authCallback}?code=1`])(
    'never returns to the sign-in page %s',
    (path) => expect(safeReturnPath(path, '/x')).toBe('/x'),
  );
});
