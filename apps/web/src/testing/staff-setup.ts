import type { CharitySetupList } from '@charity/domain/setup/charity-setup';
import type { GameSetup } from '@charity/domain/setup/game-setup';
import type { OrganizationProfile } from '@charity/domain/setup/organization-profile';

/** The demo organization's profile as the set-up screen loads it. */
export const profile: OrganizationProfile = {
  name: 'Gold Rush Demo',
  contactEmail: 'help@goldrush.example',
  loginText: null,
  loginMoreInfoUrl: null,
  logoUrl: null,
  combinedLogoUrl: null,
  statusScreenUrl: null,
  statusScreenUrlText: null,
  locationServiceHelpLink: null,
  helpline: null,
  stripePublicKey: null,
  paymentProvider: 'sandbox',
  theme: {
    primary: '#1b5e20',
    primaryContrast: '#ffffff',
    accent: '#ffb300',
    background: '#ffffff',
    surface: '#f5f5f5',
    text: '#212121',
  },
  settings: {
    maxNumbersPerPlayer: 10,
    collectPlayerAddress: false,
    locationRequired: false,
    minimumAge: 19,
    licenceNumber: null,
    jurisdiction: 'CA-NS',
    recordRetentionYears: 7,
  },
};

/** One weekly game as the games screen loads it; tests change what they need. */
export function buildGameSetup(overrides: Partial<GameSetup> = {}): GameSetup {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    key: 'weekly',
    name: 'Weekly Gold Rush',
    description: '',
    translations: { fr: {} },
    type: 'GoldRush',
    current: true,
    numberRangeMax: 1000,
    maxNumbersPerPlayer: null,
    maxPrepaidDraws: 1,
    region: null,
    ticketPriceCents: 200,
    winnerSharePercent: 50,
    manualDraw: false,
    subscriptionsEnabled: true,
    lockPlayersToRegion: true,
    timeZone: 'America/Halifax',
    drawWeekday: 5,
    drawTime: '20:00',
    salesCloseMinutesBeforeDraw: 60,
    bundles: [{ numbers: 3, priceCents: 500 }],
    instances: [
      {
        id: 'i1',
        sequence: 1,
        name: 'Week 1',
        description: '',
        status: 'Open',
        startedOn: '2026-12-01T04:00:00Z',
        salesCloseAt: '2026-12-04T23:00:00Z',
        drawAt: '2026-12-05T00:00:00Z',
      },
    ],
    next: {
      name: 'Week 2',
      opensAt: '2026-12-05T00:00',
      salesCloseAt: '2026-12-11T19:00',
      drawAt: '2026-12-11T20:00',
    },
    ...overrides,
  };
}

/** The charities screen's data: one charity nobody pledged to, a category with it, an empty one. */
export const charitySetupList: CharitySetupList = {
  categories: [
    { id: 'c1', key: 'health', name: 'Health', charityCount: 1 },
    { id: 'c2', key: 'empty', name: 'Empty', charityCount: 0 },
  ],
  charities: [
    {
      id: 'h1',
      key: 'hospital',
      name: 'Hospital',
      description: '',
      websiteUrl: null,
      logoUrl: null,
      active: true,
      categoryKey: 'health',
      pledgeCount: 0,
    },
  ],
};
