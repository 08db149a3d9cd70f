import { expect, test } from './fixtures';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

test.describe('route table redirects (spec §2)', () => {
  // The dashboard needs a signed-in player, so a signed-out visit ends at /login; the
  // signed-in redirect to the dashboard itself is covered by the identity tests.
  for (const path of ['/', '/game', '/game/dashboard', '/goldrush/dashboard']) {
    test(`${path} goes to game/dashboard, then /login when signed out`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    });
  }

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('Internet Explorer 11 (spec §1)', () => {
  test.use({ userAgent: IE11 });

  for (const path of ['/', '/game/game-rules', '/login', '/no/such/page']) {
    test(`${path} sends IE11 to /browser-not-supported`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/browser-not-supported$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Browser not supported' }),
      ).toBeVisible();
    });
  }
});

test.describe('configuration failure (spec §8)', () => {
  test.use({ allowedConsoleErrors: [/HTTP 503 GET .*\/api\/config/] });

  test('goes to /bad-request when /api/config fails', async ({ page }) => {
    await page.route('**/api/config', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/game/game-rules');
    await expect(page).toHaveURL(/\/bad-request$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not load this page' }),
    ).toBeVisible();
  });
});
