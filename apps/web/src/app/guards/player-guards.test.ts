import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/domain/paths';
import { buildInstance, buildPlayer, buildStatus, signInAs } from '@/testing/factories';
import { createWorld, landOn, serve } from '@/testing/api-world';

afterEach(() => vi.restoreAllMocks());

describe('route guards: player requirements over the API', () => {
  it('terms first', async () => {
    signInAs();
    serve(createWorld({ player: buildPlayer({ AgreedToTermsOfService: false }) }));
    expect(await landOn(paths.game.dashboard)).toBe(paths.register.termsOfService);
    expect(await landOn(paths.register.termsOfService)).toBe(paths.register.termsOfService);
  });

  it('then the charity pledge when there is a choice', async () => {
    signInAs();
    serve(createWorld({ player: buildPlayer({ CharityPledge: null }) }));
    expect(await landOn(paths.game.howToPlay)).toBe(paths.register.charityPledge);
  });

  it('pledges the only charity automatically, then refetches the player', async () => {
    signInAs();
    const world = createWorld({
      player: buildPlayer({ CharityPledge: null }),
      charityIds: ['only-one'],
    });
    const calls = serve(world);
    expect(await landOn(paths.game.dashboard)).toBe(paths.game.dashboard);
    const pledge = calls.find((call) => call.path === '/api/charity/pledge-support');
    expect(pledge?.body).toMatchObject({ CharityId: 'only-one' });
    expect(calls.filter((call) => call.path.startsWith('/api/player/byid/'))).toHaveLength(2);
  });

  it('then numbers for the current game', async () => {
    signInAs();
    serve(createWorld({ numberGameIds: ['another-game'] }));
    expect(await landOn(paths.game.dashboard)).toBe(paths.register.assignNumbers);
    expect(await landOn(paths.register.assignNumbers)).toBe(paths.register.assignNumbers);
  });

  it('a reached ticket limit passes the combined check but guards play pages', async () => {
    signInAs();
    serve(createWorld({ numberGameIds: [], limitReached: true }));
    expect(await landOn(paths.game.dashboard)).toBe(paths.game.dashboard);
    expect(await landOn(paths.game.playNumber)).toBe(paths.ticketLimitReached);
    expect(await landOn(paths.register.assignNumbers)).toBe(paths.game.dashboard);
  });

  it('completed register steps redirect', async () => {
    signInAs();
    serve(createWorld());
    expect(await landOn(paths.register.termsOfService)).toBe(paths.game.dashboard);
    expect(await landOn(paths.register.charityPledge)).toBe(paths.game.dashboard);
    expect(await landOn(paths.register.assignNumbers)).toBe(paths.game.dashboard);
  });

  it('administrators skip the player checks', async () => {
    signInAs(true);
    const calls = serve(createWorld({ player: buildPlayer({ AgreedToTermsOfService: false }) }));
    expect(await landOn(paths.game.dashboard)).toBe(paths.game.dashboard);
    expect(calls.some((call) => call.path.startsWith('/api/player/byid/'))).toBe(false);
  });

  it('an API 401 in a guard logs out and goes to /login', async () => {
    signInAs();
    serve(createWorld({ playerStatus: 401 }));
    expect(await landOn(paths.game.dashboard)).toBe(paths.login);
    expect(Object.keys(window.localStorage).some((key) => key.startsWith('oidc.user:'))).toBe(
      false,
    );
  });

  it('any other API error goes to /bad-request', async () => {
    signInAs();
    serve(createWorld({ playerStatus: 500 }));
    expect(await landOn(paths.game.dashboard)).toBe(paths.badRequest);
  });

  it('geolocation: the IP inside the geofence is enough, else coordinates decide', async () => {
    signInAs();
    const locked = buildStatus(buildInstance({ LockPlayersToRegion: true }));
    serve(createWorld({ status: locked }));
    expect(await landOn(paths.game.purchaseNumber)).toBe(paths.game.purchaseNumber);
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: navigator.userAgent,
      geolocation: {
        getCurrentPosition: (resolve: PositionCallback) =>
          resolve({ coords: { latitude: 44.6, longitude: -63.6 } } as GeolocationPosition),
      },
    });
    serve(createWorld({ status: locked, ipInGeofence: false, coordinatesInGeofence: false }));
    expect(await landOn(paths.game.playNumber)).toBe(paths.locationError);
    serve(createWorld({ status: locked, ipInGeofence: false, coordinatesInGeofence: true }));
    expect(await landOn(paths.game.playNumber)).toBe(paths.game.playNumber);
  });
});
