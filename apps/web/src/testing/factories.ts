import type { EnvironmentConfig } from '@charity/domain/api/config';
import type { CurrentStatus, GameInstance } from '@charity/domain/api/game-instance';
import type { Player } from '@charity/domain/api/player';

export const ORG_ID = '11111111-1111-4111-8111-111111111111';
export const PLAYER_ID = '22222222-2222-4222-8222-222222222222';
export const GAME_ID = '33333333-3333-4333-8333-333333333333';
export const INSTANCE_ID = '44444444-4444-4444-8444-444444444444';

export function buildConfig(overrides: Partial<EnvironmentConfig> = {}): EnvironmentConfig {
  const origin = window.location.origin;
  return {
    AuthConfig: { Issuer: `${origin}/oidc`, ClientId: 'charity-web', ShowDebugInformation: false },
    CommonUrl: `${origin}/api/`,
    CDNRoot: `${origin}/cdn`,
    LocationServiceHelpLink: null,
    CurrentEnvironment: 'test',
    CaptchaPublicKey: null,
    LocationRequired: false,
    ErrorReportingApiKey: null,
    VersionNumber: '0.1.0',
    Organization: {
      OrganizationId: ORG_ID,
      OrganizationName: 'Test Charity',
      ProductName: 'TestGame',
      LogoUrl: null,
      CombinedLogoUrl: null,
      ColorThemeUrl: null,
      ContactEmail: 'help@example.org',
      LoginMoreInfoUrl: null,
      LoginText: null,
      StripeKey: null,
      StatusScreenUrl: null,
      StatusScreenUrlText: null,
    },
    ...overrides,
  };
}

export function buildInstance(overrides: Partial<GameInstance> = {}): GameInstance {
  return {
    Id: INSTANCE_ID,
    GameId: GAME_ID,
    Name: 'Week 1',
    Description: '',
    StartedOn: null,
    EndedOn: null,
    PotTotal: 123_456,
    TicketPrice: 500,
    LockPlayersToRegion: false,
    GameType: 1,
    ManualDraw: false,
    SubscriptionsEnabled: false,
    Status: 'Open',
    ...overrides,
  };
}

export function buildStatus(instance: GameInstance | null = buildInstance()): CurrentStatus {
  return { GameId: GAME_ID, CollectPlayerAddress: false, CurrentGameInstance: instance };
}

/** A Halifax address, as the player record answers it. */
export const HALIFAX_ADDRESS: NonNullable<Player['Address']> = {
  Line1: '1 Main St',
  Line2: null,
  City: 'Halifax',
  Province: 'NS',
  PostalCode: 'B3H 1A1',
  Country: 'CA',
};

export function buildPlayer(overrides: Partial<Player> = {}): Player {
  return {
    Id: PLAYER_ID,
    AgreedToTermsOfService: true,
    AgreedToTermsOfServiceOn: null,
    CharityPledge: { CharityId: 'charity-1' },
    Email: 'player@example.org',
    FirstName: 'Pat',
    LastName: 'Player',
    Phone: '902-555-0100',
    Address: null,
    ...overrides,
  };
}

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** Stores a signed-in oidc-client-ts user, as the library itself would after sign-in. */
export function signInAs(isAdmin = false, config = buildConfig()): void {
  const sub = `${ORG_ID}|${PLAYER_ID}|${isAdmin ? 'True' : 'false'}`;
  const accessToken = `${base64Url({ alg: 'none' })}.${base64Url({ sub })}.signature`;
  const user = {
    access_token: accessToken,
    token_type: 'Bearer',
    id_token: 'id-token',
    scope: 'openid profile common-api',
    profile: { sub, iss: config.AuthConfig.Issuer, aud: 'charity-web', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 3600,
  };
  window.localStorage.setItem(
    `oidc.user:${config.AuthConfig.Issuer}:${config.AuthConfig.ClientId}`,
    JSON.stringify(user),
  );
}
