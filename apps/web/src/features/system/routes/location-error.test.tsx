import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/domain/paths';
import { locationErrorTarget } from '@/app/guards/location-step';
import { i18n } from '@/lib/i18n/i18n';
import { buildConfig, buildInstance, buildStatus, signInAs } from '@/testing/factories';
import { createWorld, landOnUrl, serve } from '@/testing/api-world';
import { renderScreen } from '@/testing/render-screen';
import { LocationErrorPage } from './location-error';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const ontario = buildConfig();
ontario.Organization = { ...ontario.Organization, Jurisdiction: 'CA-ON' };

function stubPosition(outcome: 'inside' | 'denied' | 'unavailable') {
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgent: navigator.userAgent,
    permissions: { query: () => Promise.resolve({ state: 'granted' }) },
    geolocation: {
      getCurrentPosition: (resolve: PositionCallback, reject: PositionErrorCallback) =>
        outcome === 'inside'
          ? resolve({ coords: { latitude: 45.5, longitude: -73.6 } } as GeolocationPosition)
          : reject({ code: outcome === 'denied' ? 1 : 2 } as GeolocationPositionError),
    },
  });
}

describe('location failure: which case, which region, try again', () => {
  const locked = buildStatus(buildInstance({ LockPlayersToRegion: true }));

  it.each([
    ['inside', false, 'outside'],
    ['denied', false, 'denied'],
    ['unavailable', false, 'unavailable'],
  ] as const)('the guard says the case (%s)', async (outcome, inside, reason) => {
    signInAs();
    stubPosition(outcome);
    serve(createWorld({ status: locked, ipInGeofence: false, coordinatesInGeofence: inside }));
    expect(await landOnUrl(paths.game.playNumber)).toBe(
      locationErrorTarget(reason, paths.game.playNumber),
    );
  });

  it('outside the region: names it and offers Try again back to the page', async () => {
    await renderScreen(
      <LocationErrorPage />,
      locationErrorTarget('outside', paths.game.playNumber),
      ontario,
    );
    expect(await screen.findByText(/in its region: Ontario\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: "You are outside the game's region" }));
    expect(screen.queryByText(/Turn on location services/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      paths.game.playNumber,
    );
  });

  it('permission refused says so, in French too', async () => {
    await i18n.changeLanguage('fr');
    await renderScreen(
      <LocationErrorPage />,
      locationErrorTarget('denied', '/game/dashboard'),
      ontario,
    );
    expect(await screen.findByText(/a refusé de partager votre position/)).toBeTruthy();
    expect(screen.getByText(/dans sa région : Ontario\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Réessayer' })).toBeTruthy();
  });

  it('Try again never leaves the site', async () => {
    await renderScreen(<LocationErrorPage />, locationErrorTarget('outside', '//evil.example'));
    expect((await screen.findByRole('link', { name: 'Try again' })).getAttribute('href')).toBe(
      paths.game.dashboard,
    );
  });
});
