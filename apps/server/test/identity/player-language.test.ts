import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountById } from '../../src/accounts/account.repository';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { accessTokenFor, api, createPlayer, testIdentity, type TestPlayer } from './fixtures';

let t: TestApp;
let player: TestPlayer;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  player = await createPlayer(t.database.db, await t.organizationId('goldrush'));
});
afterAll(() => t.close());

const localeOf = async () =>
  (await findAccountById(t.database.db, player.organizationId, player.id))?.locale;

describe('PUT /api/player/language', () => {
  it("stores the caller's language for their mail", async () => {
    const caller = api(t, 'goldrush', await accessTokenFor(t, 'goldrush', player));
    expect(await localeOf()).toBe('en');
    const answer = await caller.put('/api/player/language', { Language: 'fr' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ Language: 'fr' });
    expect(await localeOf()).toBe('fr');
  });

  it('refuses another language, extra fields and a visitor without a token', async () => {
    const caller = api(t, 'goldrush', await accessTokenFor(t, 'goldrush', player));
    expectApiError(await caller.put('/api/player/language', { Language: 'de' }), 400);
    expectApiError(await caller.put('/api/player/language', { Language: 'fr\u0000' }), 400);
    expectApiError(
      await caller.put('/api/player/language', { Language: 'en', PlayerId: player.id }),
      400,
    );
    const visitor = api(t, 'goldrush', undefined);
    expectApiError(await visitor.put('/api/player/language', { Language: 'en' }), 401);
  });
});
