import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/domain/paths';
import { staffPaths } from '@charity/domain/staff/staff-management-api';
import { buildInstance, buildStatus, signInAs } from '@/testing/factories';
import { createWorld, landOn, serve } from '@/testing/api-world';

afterEach(() => vi.restoreAllMocks());

describe('route guards: redirects and open pages', { timeout: 20_000 }, () => {
  it("'' and /game go to the dashboard, which sends a signed-out visitor to /login", async () => {
    serve(createWorld());
    expect(await landOn('/')).toBe(paths.login);
    expect(await landOn('/game')).toBe(paths.login);
  });

  it("'' lands on the dashboard for a player who has done every step", async () => {
    serve(createWorld());
    signInAs();
    expect(await landOn('/')).toBe(paths.game.dashboard);
    expect(await landOn(paths.legacyGoldRushDashboard)).toBe(paths.game.dashboard);
  });

  it('sends Internet Explorer 11 to /browser-not-supported from every other route', async () => {
    serve(createWorld());
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
    );
    expect(await landOn(paths.game.gameRules)).toBe(paths.browserNotSupported);
    expect(await landOn(paths.login)).toBe(paths.browserNotSupported);
  });

  it('goes to /bad-request when the configuration fails to load', async () => {
    serve(createWorld({ configStatus: 500 }));
    expect(await landOn(paths.game.privacyPolicy)).toBe(paths.badRequest);
  });

  it('keeps open pages open and unknown paths on the catch-all', async () => {
    serve(createWorld());
    expect(await landOn(paths.game.termsOfService)).toBe(paths.game.termsOfService);
    expect(await landOn('/no/such/page')).toBe('/no/such/page');
  });

  it('shows game-not-started only while no game instance exists', async () => {
    serve(createWorld({ status: buildStatus(null) }));
    expect(await landOn(paths.gameNotStarted)).toBe(paths.gameNotStarted);
    signInAs();
    serve(createWorld());
    expect(await landOn(paths.gameNotStarted)).toBe(paths.game.dashboard);
  });

  it('sends staff, not players, to their console while no game is open (follow-up 8)', async () => {
    signInAs(true);
    serve(createWorld({ status: buildStatus(null), staffRole: 'manager' }));
    expect(await landOn('/')).toBe(paths.admin.games);
    expect(await landOn(paths.game.dashboard)).toBe(paths.admin.games);
    serve(createWorld({ status: buildStatus(null), staffRole: 'support' }));
    expect(await landOn(paths.game.dashboard)).toBe(paths.admin.support);
    signInAs(false);
    serve(createWorld({ status: buildStatus(null) }));
    expect(await landOn(paths.game.dashboard)).toBe(paths.gameNotStarted);
  });

  it('sends signed-in users away from the signed-out-only pages', async () => {
    serve(createWorld());
    signInAs();
    expect(await landOn(paths.login)).toBe(paths.game.dashboard);
    expect(await landOn(paths.recoverPassword)).toBe(paths.game.dashboard);
  });

  it('admin pages: players go to the dashboard; the draw page also serves automatic draws', async () => {
    serve(createWorld());
    signInAs(false);
    expect(await landOn(paths.admin.reports)).toBe(paths.game.dashboard);
    expect(await landOn(paths.admin.draw)).toBe(paths.game.dashboard);
    signInAs(true);
    expect(await landOn(paths.admin.reports)).toBe(paths.admin.reports);
    // Issue 27: extra draws and prize claims are run there even when the schedule draws.
    expect(await landOn(paths.admin.draw)).toBe(paths.admin.draw);
    serve(createWorld({ status: buildStatus(buildInstance({ ManualDraw: true })) }));
    expect(await landOn(paths.admin.draw)).toBe(paths.admin.draw);
  });

  it('admin pages: a staff role without the permission is told the page is not theirs', async () => {
    const manualDraw = { status: buildStatus(buildInstance({ ManualDraw: true })) };
    signInAs(true);
    serve(createWorld({ ...manualDraw, staffRole: 'support' }));
    expect(await landOn(paths.admin.reports)).toBe(staffPaths.notForRole);
    expect(await landOn(paths.admin.draw)).toBe(staffPaths.notForRole);
    expect(await landOn(staffPaths.staff)).toBe(staffPaths.notForRole);
    serve(createWorld({ ...manualDraw, staffRole: 'auditor' }));
    expect(await landOn(paths.admin.reports)).toBe(paths.admin.reports);
    expect(await landOn(paths.admin.draw)).toBe(paths.admin.draw);
    expect(await landOn(staffPaths.staff)).toBe(staffPaths.notForRole);
    serve(createWorld({ ...manualDraw, staffRole: 'owner' }));
    expect(await landOn(staffPaths.staff)).toBe(staffPaths.staff);
  });

  it('subscription only when subscriptions are enabled', async () => {
    signInAs();
    serve(createWorld());
    expect(await landOn(paths.game.subscription)).toBe(paths.game.dashboard);
    serve(createWorld({ status: buildStatus(buildInstance({ SubscriptionsEnabled: true })) }));
    expect(await landOn(paths.game.subscription)).toBe(paths.game.subscription);
  });
});
