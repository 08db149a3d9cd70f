import { formatCents } from '@charity/domain/currency';
import { createdExtraDrawSchema } from '@charity/domain/draws/extra-prize-warning';
import { gameSetupListSchema } from '@charity/domain/setup/game-setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { testIdentity } from '../identity/fixtures';
import { staffHeaders } from './staff-headers';

let t: TestApp;
let organizationId: string;
let gameId: string;
let instanceId: string;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  organizationId = await t.organizationId('goldrush');
  owner = await staffHeaders(t, 'goldrush', 'owner');
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/setup/games/for-organization/${organizationId}`,
    headers: owner,
  });
  const [game] = gameSetupListSchema.parse(response.json()).games;
  gameId = game?.id ?? '';
  instanceId = game?.instances.find((row) => row.status === 'Open')?.id ?? '';
});
afterAll(() => t.close());

/** What people typed in the console's fields (NaN travels as null in JSON). */
const TYPED: readonly unknown[] = [
  -5,
  4.999,
  '',
  Number.NaN,
  null,
  1e9,
  '\u0000',
  'x'.repeat(1_000_000),
];
const RAW = /expected|received|NaN|Too small|Too big|Invalid input|Invalid option|Unrecognized/;

interface Call {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  /** The body with the field set to what was typed. */
  body: (typed: unknown) => object;
}

const calls: Call[] = [
  {
    name: 'bundle numbers',
    method: 'PUT',
    url: () => `/api/setup/game/${gameId}/bundles/for-organization/${organizationId}`,
    body: (typed) => ({ bundles: [{ numbers: typed, priceCents: 500 }] }),
  },
  {
    name: 'bundle price',
    method: 'PUT',
    url: () => `/api/setup/game/${gameId}/bundles/for-organization/${organizationId}`,
    body: (typed) => ({ bundles: [{ numbers: 3, priceCents: typed }] }),
  },
  {
    name: 'category name',
    method: 'POST',
    url: () => `/api/setup/charity-categories/for-organization/${organizationId}`,
    body: (typed) => ({ key: 'words-test', name: typed }),
  },
  {
    name: 'charity name',
    method: 'POST',
    url: () => `/api/setup/charities/for-organization/${organizationId}`,
    body: (typed) => ({ key: 'words-test', name: typed, categoryKey: 'health' }),
  },
  {
    name: 'instance name',
    method: 'POST',
    url: () => `/api/setup/game/${gameId}/instances/for-organization/${organizationId}`,
    body: (typed) => ({
      name: typed,
      opensAt: '2099-01-01T10:00',
      salesCloseAt: '2099-01-02T10:00',
      drawAt: '2099-01-02T11:00',
    }),
  },
  {
    name: 'game price',
    method: 'PUT',
    url: () => `/api/setup/game/${gameId}/for-organization/${organizationId}`,
    body: (typed) => ({ ticketPriceCents: typed }),
  },
  {
    name: 'extra draw prize',
    method: 'POST',
    url: () => '/api/draw/extra',
    body: (typed) => ({
      OrganizationId: organizationId,
      GameInstanceId: instanceId,
      Name: 'Early bird',
      Prize: { Kind: 'Fixed', Amount: typed },
      CutoffAt: '2099-01-01T10:00:00Z',
      DrawAt: '2099-01-01T11:00:00Z',
    }),
  },
  {
    name: 'extra draw name',
    method: 'POST',
    url: () => '/api/draw/extra',
    body: (typed) => ({
      OrganizationId: organizationId,
      GameInstanceId: instanceId,
      Name: typed,
      Prize: { Kind: 'Fixed', Amount: 500 },
      CutoffAt: '2099-01-01T10:00:00Z',
      DrawAt: '2099-01-01T11:00:00Z',
    }),
  },
];

describe('set-up calls word every refused field (issue 27)', () => {
  for (const call of calls) {
    it(`${call.name}: −5, 4.999, empty, NaN, 1e9, NUL, 1 MB are refused in words, EN and FR`, async () => {
      for (const typed of TYPED) {
        for (const language of ['en', 'fr']) {
          const response = await t.app.inject({
            method: call.method,
            url: call.url(),
            headers: { ...owner, 'accept-language': language },
            payload: call.body(typed),
          });
          const status = response.statusCode;
          const label = `${call.name} ${JSON.stringify(typed).slice(0, 20)} ${language}`;
          // Some values are fine for a text (4.999 is not a text: refused; "x" a million times
          // is over the body limit: 413).
          expect(status, label).toBeGreaterThanOrEqual(400);
          expect(status, label).toBeLessThan(500);
          const error = expectApiError(response, status);
          expect(JSON.stringify(error), label).not.toMatch(RAW);
        }
      }
    });
  }

  it('says which words: a whole number, an amount in dollars, a required field (EN and FR)', async () => {
    const put = (bundles: object, language = 'en') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/setup/game/${gameId}/bundles/for-organization/${organizationId}`,
        headers: { ...owner, 'accept-language': language },
        payload: { bundles },
      });
    const errors = async (bundles: object, language?: string) =>
      expectApiError(await put(bundles, language), 400).Errors;
    expect(await errors([{ numbers: -5, priceCents: 500 }])).toEqual([
      { Path: 'body.bundles.0.numbers', Message: 'Enter a whole number of 1 or more.' },
    ]);
    expect(await errors([{ numbers: 3, priceCents: 4.999 }])).toEqual([
      { Path: 'body.bundles.0.priceCents', Message: 'Enter an amount in dollars, like 2.50.' },
    ]);
    expect(await errors([{ numbers: null, priceCents: 500 }])).toEqual([
      { Path: 'body.bundles.0.numbers', Message: 'This field is required.' },
    ]);
    expect(await errors([{ numbers: -5, priceCents: 4.999 }], 'fr')).toEqual([
      { Path: 'body.bundles.0.numbers', Message: 'Entrez un nombre entier d’au moins 1.' },
      { Path: 'body.bundles.0.priceCents', Message: 'Entrez un montant en dollars, comme 2,50.' },
    ]);
  });
});

describe('an extra draw’s fixed prize above the pot (issue 27)', () => {
  const add = (prize: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/draw/extra',
      headers: { ...owner, 'accept-language': language },
      payload: {
        OrganizationId: organizationId,
        GameInstanceId: instanceId,
        Name: 'Early bird',
        Prize: prize,
        CutoffAt: new Date(Date.now() + 60 * 60_000).toISOString(),
        DrawAt: new Date(Date.now() + 2 * 60 * 60_000).toISOString(),
      },
    });

  it('is accepted with a warning to acknowledge (EN and FR); a covered prize or a share has none', async () => {
    const { pot_total_cents: pot } = await t.database.db
      .selectFrom('game_instances')
      .select('pot_total_cents')
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();
    const potCents = Number(pot);
    const above = await add({ Kind: 'Fixed', Amount: potCents + 3000 });
    expect(above.statusCode, above.body).toBe(200);
    expect(createdExtraDrawSchema.parse(above.json()).Warnings).toEqual([
      {
        Code: 'FixedPrizeAbovePot',
        Prize: potCents + 3000,
        Pot: potCents,
        Message: `The fixed prize (${formatCents(potCents + 3000)}) is more than the pot so far (${formatCents(potCents)}): the charity pays it in full, even if sales stay low.`,
      },
    ]);
    const french = createdExtraDrawSchema.parse(
      (await add({ Kind: 'Fixed', Amount: potCents + 3000 }, 'fr')).json(),
    );
    expect(french.Warnings[0]?.Message).toMatch(
      /^Le prix fixe \(.+\) dépasse la cagnotte actuelle/,
    );
    const share = await add({ Kind: 'Share', Percent: 10 });
    expect(createdExtraDrawSchema.parse(share.json()).Warnings).toEqual([]);
    if (potCents > 0) {
      const covered = await add({ Kind: 'Fixed', Amount: potCents });
      expect(createdExtraDrawSchema.parse(covered.json()).Warnings).toEqual([]);
    }
  });
});
