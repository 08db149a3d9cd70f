import { maxNumbersPerPlayerSchema } from '@charity/domain/api/config';
import { currentStatusSchema } from '@charity/domain/api/game-instance';
import { termsRecordSchema } from '@charity/domain/api/terms';
import { winnerCircleSchema } from '@charity/domain/api/winner-circle';
import { GameType } from '@charity/domain/game-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from './helpers/expect-api-error';
import { buildTestApp, getAs, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const unknownId = '5f0c7a3e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';

const demo = {
  goldrush: {
    max: 10,
    address: true,
    type: GameType.GoldRush,
    price: 200,
    manual: true,
    product: 'GoldRush',
  },
  fiftyfifty: {
    max: 25,
    address: false,
    type: GameType.ProgressiveFiftyFifty,
    price: 500,
    manual: false,
    product: 'FiftyFifty',
  },
} as const;
const slugs = Object.keys(demo) as (keyof typeof demo)[];

describe.each(slugs)('organization calls for %s', (slug) => {
  const expected = demo[slug];

  it('answers MaxNumbersPerPlayer', async () => {
    const id = await t.organizationId(slug);
    const response = await getAs(
      t.app,
      slug,
      `/api/organization/max-numbers-per-player/byid/${id}`,
    );
    expect(maxNumbersPerPlayerSchema.parse(response.json())).toEqual({
      MaxNumbersPerPlayer: expected.max,
    });
  });

  it('answers the current status with the open game instance', async () => {
    const id = await t.organizationId(slug);
    const response = await getAs(t.app, slug, `/api/organization/current-status/byid/${id}`);
    const status = currentStatusSchema.parse(response.json());
    expect(status.CollectPlayerAddress).toBe(expected.address);
    expect(status.GameId).toEqual(expect.any(String));
    expect(status.CurrentGameInstance).toMatchObject({
      GameId: status.GameId,
      GameType: expected.type,
      TicketPrice: expected.price,
      PotTotal: 0,
      ManualDraw: expected.manual,
      SubscriptionsEnabled: true,
      LockPlayersToRegion: true,
      Status: 'Open',
      EndedOn: null,
    });
    // Get numbers checks typed numbers against the game's range (issue 28).
    expect(status.CurrentGameInstance?.NumberRangeMax).toEqual(expect.any(Number));
    expect(Date.parse(status.CurrentGameInstance?.StartedOn ?? '')).not.toBeNaN();
    const salesClose = Date.parse(status.CurrentGameInstance?.SalesCloseAt ?? '');
    expect(salesClose).toBeLessThan(Date.parse(status.CurrentGameInstance?.DrawAt ?? ''));
  });

  it('leaves the instance out when includeGameInstance=false', async () => {
    const id = await t.organizationId(slug);
    const response = await getAs(
      t.app,
      slug,
      `/api/organization/current-status/byid/${id}?includeGameInstance=false`,
    );
    const status = currentStatusSchema.parse(response.json());
    expect(status.GameId).toEqual(expect.any(String));
    expect(status.CurrentGameInstance).toBeNull();
  });

  it('answers the latest terms under {ProductName}Tos', async () => {
    const id = await t.organizationId(slug);
    const response = await getAs(t.app, slug, `/api/organization/tos/latest/byid/${id}`);
    const terms = termsRecordSchema.parse(response.json());
    expect(Object.keys(terms).sort()).toEqual(
      [
        'GameRules',
        'Language',
        'PrivacyPolicy',
        'TermsOfServiceId',
        `${expected.product}Tos`,
      ].sort(),
    );
    expect(terms[`${expected.product}Tos`]).toMatch(/^# Website Terms of Use/);
    expect(terms.GameRules.length).toBeGreaterThan(500);
    expect(terms.PrivacyPolicy).toMatch(/^# Privacy Policy/);
  });

  it('answers an empty winner circle until draws exist', async () => {
    const id = await t.organizationId(slug);
    const response = await getAs(
      t.app,
      slug,
      `/api/organization/winner-circle-by-organization-id-and-year/${id}/2026`,
    );
    // The demo game opened its first instance when it was loaded: that year is the first.
    expect(winnerCircleSchema.parse(response.json())).toEqual({
      Winners: [],
      FirstYear: expect.any(Number),
    });
  });
});

describe('bad input to organization calls', () => {
  const routes = [
    'max-numbers-per-player/byid/:id',
    'current-status/byid/:id',
    'tos/latest/byid/:id',
    'winner-circle-by-organization-id-and-year/:id/2026',
  ];

  it.each(routes)('%s: malformed id → 400, unknown id → 404', async (route) => {
    const malformed = await getAs(
      t.app,
      'goldrush',
      `/api/organization/${route.replace(':id', '123')}`,
    );
    expect(expectApiError(malformed, 400).Errors?.[0]?.Path).toBe('params.organizationId');
    const unknown = await getAs(
      t.app,
      'goldrush',
      `/api/organization/${route.replace(':id', unknownId)}`,
    );
    expect(expectApiError(unknown, 404).Code).toBe('NotFound');
  });

  it.each(['1999', '2101', 'abcd', '20261', '-2026', '2026.5'])('year %s → 400', async (year) => {
    const id = await t.organizationId('goldrush');
    const response = await getAs(
      t.app,
      'goldrush',
      `/api/organization/winner-circle-by-organization-id-and-year/${id}/${year}`,
    );
    expect(expectApiError(response, 400).Errors?.[0]?.Path).toBe('params.year');
  });

  it('rejects an invalid includeGameInstance flag', async () => {
    const id = await t.organizationId('goldrush');
    const response = await getAs(
      t.app,
      'goldrush',
      `/api/organization/current-status/byid/${id}?includeGameInstance=maybe`,
    );
    expectApiError(response, 400);
  });
});
