import { describe, expect, it } from 'vitest';
import { browserGuard, isInternetExplorer } from './browser';
import { allow, firstRedirect, redirect } from './decision';
import { gameNotStartedPageGuard, gameStartedGuard } from './game-instance';
import { locationGuard } from './location';
import {
  assignNumbersStepGuard,
  charityPledgeStepGuard,
  playerRequirements,
  termsStepGuard,
} from './player-requirements';
import {
  adminGuard,
  authenticatedGuard,
  manualDrawGuard,
  subscriptionsGuard,
  unauthenticatedGuard,
} from './session';
import { assignNumbersTicketLimitGuard, ticketLimitGuard } from './ticket-limit';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

describe('browser guard', () => {
  it('sends IE11 to /browser-not-supported', () => {
    expect(isInternetExplorer(IE11)).toBe(true);
    expect(browserGuard(IE11)).toEqual(redirect('/browser-not-supported'));
  });
  it('lets other browsers through', () => {
    expect(browserGuard(CHROME)).toEqual(allow);
  });
});

describe('session guards', () => {
  it('sends signed-out users to /login', () => {
    expect(authenticatedGuard(false)).toEqual(redirect('/login'));
    expect(authenticatedGuard(true)).toEqual(allow);
  });
  it('sends signed-in users away from sign-in pages to the dashboard', () => {
    expect(unauthenticatedGuard(true)).toEqual(redirect('/game/dashboard'));
    expect(unauthenticatedGuard(false)).toEqual(allow);
  });
  it('sends non-administrators to the dashboard', () => {
    expect(adminGuard(false)).toEqual(redirect('/game/dashboard'));
    expect(adminGuard(true)).toEqual(allow);
  });
  it('opens the draw page only with manual draw', () => {
    expect(manualDrawGuard(false)).toEqual(redirect('/game/dashboard'));
    expect(manualDrawGuard(undefined)).toEqual(redirect('/game/dashboard'));
    expect(manualDrawGuard(true)).toEqual(allow);
  });
  it('opens subscription only when subscriptions are enabled', () => {
    expect(subscriptionsGuard(false)).toEqual(redirect('/game/dashboard'));
    expect(subscriptionsGuard(true)).toEqual(allow);
  });
});

describe('game instance guards', () => {
  it('requires a game instance id', () => {
    expect(gameStartedGuard(null)).toEqual(redirect('/game-not-started'));
    expect(gameStartedGuard('')).toEqual(redirect('/game-not-started'));
    expect(gameStartedGuard('gi-1')).toEqual(allow);
  });
  it('opens game-not-started only while no instance exists', () => {
    expect(gameNotStartedPageGuard('gi-1')).toEqual(redirect('/game/dashboard'));
    expect(gameNotStartedPageGuard(null)).toEqual(allow);
  });
});

describe('ticket limit guards (spec §5)', () => {
  it('sends assign-numbers to /goldrush/dashboard', () => {
    expect(assignNumbersTicketLimitGuard(true)).toEqual(redirect('/goldrush/dashboard'));
    expect(assignNumbersTicketLimitGuard(false)).toEqual(allow);
  });
  it('sends other pages to /ticket-limit-reached', () => {
    expect(ticketLimitGuard(true)).toEqual(redirect('/ticket-limit-reached'));
    expect(ticketLimitGuard(false)).toEqual(allow);
  });
});

describe('playerRequirements (spec §4, in order)', () => {
  const complete = {
    isAdmin: false,
    agreedToTermsOfService: true,
    hasCharityPledge: true,
    charityPledgeOptionIds: ['c1', 'c2'],
    hasNumbersForCurrentGame: true,
    ticketLimitReached: false,
  };

  it('allows a player who completed every step', () => {
    expect(playerRequirements(complete)).toEqual(allow);
  });
  it('asks for terms first', () => {
    expect(
      playerRequirements({ ...complete, agreedToTermsOfService: false, hasCharityPledge: false }),
    ).toEqual(redirect('/register/terms-of-service'));
  });
  it('asks for a pledge when several options exist', () => {
    expect(playerRequirements({ ...complete, hasCharityPledge: false })).toEqual(
      redirect('/register/charity-pledge'),
    );
  });
  it('auto-assigns the only pledge option', () => {
    expect(
      playerRequirements({ ...complete, hasCharityPledge: false, charityPledgeOptionIds: ['c9'] }),
    ).toEqual({ kind: 'auto-pledge', charityId: 'c9' });
  });
  it('asks for a pledge when there is no option at all', () => {
    expect(
      playerRequirements({ ...complete, hasCharityPledge: false, charityPledgeOptionIds: [] }),
    ).toEqual(redirect('/register/charity-pledge'));
  });
  it('asks for numbers last', () => {
    expect(playerRequirements({ ...complete, hasNumbersForCurrentGame: false })).toEqual(
      redirect('/register/assign-numbers'),
    );
  });
  it('lets administrators skip every check', () => {
    expect(
      playerRequirements({
        ...complete,
        isAdmin: true,
        agreedToTermsOfService: false,
        hasCharityPledge: false,
      }),
    ).toEqual(allow);
  });
  it('passes a player when the ticket limit is reached', () => {
    expect(
      playerRequirements({
        ...complete,
        hasNumbersForCurrentGame: false,
        ticketLimitReached: true,
      }),
    ).toEqual(allow);
  });
});

describe('register step guards (spec §4)', () => {
  it('sends completed terms and pledge steps to the dashboard', () => {
    expect(termsStepGuard(true)).toEqual(redirect('/game/dashboard'));
    expect(termsStepGuard(false)).toEqual(allow);
    expect(charityPledgeStepGuard(true)).toEqual(redirect('/game/dashboard'));
    expect(charityPledgeStepGuard(false)).toEqual(allow);
  });
  it('sends a player who has numbers to root, a reached limit to /goldrush/dashboard', () => {
    const facts = { hasNumbersForCurrentGame: false, ticketLimitReached: false };
    expect(assignNumbersStepGuard(facts)).toEqual(allow);
    expect(assignNumbersStepGuard({ ...facts, hasNumbersForCurrentGame: true })).toEqual(
      redirect('/'),
    );
    expect(assignNumbersStepGuard({ ...facts, ticketLimitReached: true })).toEqual(
      redirect('/goldrush/dashboard'),
    );
  });
});

describe('firstRedirect', () => {
  it('returns the first redirect and stops there', () => {
    let ranThird = false;
    const decision = firstRedirect(
      () => allow,
      () => redirect('/a'),
      () => {
        ranThird = true;
        return redirect('/b');
      },
    );
    expect(decision).toEqual(redirect('/a'));
    expect(ranThird).toBe(false);
  });
  it('allows when nothing redirects', () => {
    expect(firstRedirect(() => allow)).toEqual(allow);
  });
});

describe('locationGuard (spec §5)', () => {
  const inside = async () => true;
  const outside = async () => false;
  const fails = async (): Promise<boolean> => {
    throw new Error('network');
  };

  it('allows any location when the game is not region-locked', async () => {
    expect(
      await locationGuard({
        lockPlayersToRegion: false,
        ipIsInGeofence: fails,
        coordinatesAreInGeofence: fails,
      }),
    ).toEqual(allow);
  });
  it('allows an IP address inside the geofence without asking for coordinates', async () => {
    let asked = false;
    const decision = await locationGuard({
      lockPlayersToRegion: true,
      ipIsInGeofence: inside,
      coordinatesAreInGeofence: async () => {
        asked = true;
        return false;
      },
    });
    expect(decision).toEqual(allow);
    expect(asked).toBe(false);
  });
  it('falls back to browser coordinates', async () => {
    expect(
      await locationGuard({
        lockPlayersToRegion: true,
        ipIsInGeofence: outside,
        coordinatesAreInGeofence: inside,
      }),
    ).toEqual(allow);
  });
  it('sends failures and errors to /location-error', async () => {
    for (const coordinatesAreInGeofence of [outside, fails]) {
      expect(
        await locationGuard({
          lockPlayersToRegion: true,
          ipIsInGeofence: outside,
          coordinatesAreInGeofence,
        }),
      ).toEqual(redirect('/location-error'));
    }
    expect(
      await locationGuard({
        lockPlayersToRegion: true,
        ipIsInGeofence: fails,
        coordinatesAreInGeofence: inside,
      }),
    ).toEqual(redirect('/location-error'));
  });
});
