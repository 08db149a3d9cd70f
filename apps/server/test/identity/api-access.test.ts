import { apiErrorBodySchema } from '@charity/domain/api/errors';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIdentityKeys } from '../../src/identity/identity-keys.repository';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import {
  accessTokenFor,
  api,
  createPlayer,
  playerUrl,
  testIdentity,
  type TestPlayer,
} from './fixtures';

let t: TestApp;
let playerA: TestPlayer;
let playerB: TestPlayer;
let otherOrgPlayer: TestPlayer;
let tokenA: string;
let signingKey: JWK;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  const goldrush = await t.organizationId('goldrush');
  playerA = await createPlayer(t.database.db, goldrush);
  playerB = await createPlayer(t.database.db, goldrush);
  otherOrgPlayer = await createPlayer(t.database.db, await t.organizationId('fiftyfifty'));
  tokenA = await accessTokenFor(t, 'goldrush', playerA);
  [signingKey] = (await loadIdentityKeys(t.database.db)).signing as [JWK];
});
afterAll(() => t.close());

function forge(
  claims: Partial<{ iss: string; aud: string; exp: number; sub: string }>,
  key?: Parameters<SignJWT['sign']>[0],
) {
  const now = Math.floor(Date.now() / 1000);
  return async () =>
    new SignJWT({ client_id: 'charity-web', scope: 'common-api' })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: signingKey.kid ?? '' })
      .setSubject(claims.sub ?? `${playerA.organizationId}|${playerA.id}|false`)
      .setIssuer(claims.iss ?? 'http://goldrush.localhost/oidc')
      .setAudience(claims.aud ?? 'http://goldrush.localhost/api')
      .setIssuedAt(now - 60)
      .setExpirationTime(claims.exp ?? now + 300)
      .sign(key ?? (await importJWK(signingKey, 'RS256')));
}

function unsigned() {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'at+jwt' })}.${part({
    sub: `${playerA.organizationId}|${playerA.id}|false`,
    iss: 'http://goldrush.localhost/oidc',
    aud: 'http://goldrush.localhost/api',
    exp: now + 300,
  })}.`;
}

async function expect401(token: string | undefined) {
  const answer = await api(t, 'goldrush', token).get(playerUrl(playerA));
  expect(answer.statusCode).toBe(401);
  expect(apiErrorBodySchema.parse(answer.json())).toMatchObject({
    Status: 401,
    Code: 'Unauthorized',
  });
}

describe('bearer tokens on the API', () => {
  it('a well-formed token of our own signing passes (control)', async () => {
    const token = await forge({})();
    expect((await api(t, 'goldrush', token).get(playerUrl(playerA))).statusCode).toBe(200);
  });

  it.each([
    ['no token', async () => undefined],
    ['an expired token', forge({ exp: Math.floor(Date.now() / 1000) - 10 })],
    [
      'a token signed by another key',
      async () => forge({}, (await generateKeyPair('RS256')).privateKey)(),
    ],
    ['alg none', async () => unsigned()],
    ['a wrong audience', forge({ aud: 'http://goldrush.localhost/other' })],
    ['a wrong issuer', forge({ iss: 'https://evil.example/oidc' })],
    [
      'a token of another organization host',
      forge({ iss: 'http://fiftyfifty.localhost/oidc', aud: 'http://fiftyfifty.localhost/api' }),
    ],
    ['a subject without a player id', forge({ sub: 'just-one-part' })],
    ['garbage', async () => 'not.a.jwt'],
  ])('answers 401 ApiErrorBody for %s', async (_name, token) => {
    await expect401(await token());
  });

  it('keeps public routes public', async () => {
    expect((await api(t, 'goldrush', undefined).get('/api/config')).statusCode).toBe(200);
    expect((await api(t, 'goldrush', undefined).get('/api/captcha/challenge')).statusCode).toBe(
      200,
    );
  });
});

describe('a player reaches only their own records', () => {
  it("cannot read another player's record of the same organization", async () => {
    const answer = await api(t, 'goldrush', tokenA).get(playerUrl(playerB));
    expect(answer.statusCode).toBe(403);
  });

  it('cannot read a player of another organization', async () => {
    const answer = await api(t, 'goldrush', tokenA).get(playerUrl(otherOrgPlayer));
    expect(answer.statusCode).toBe(403);
  });

  it("cannot change another player's basic info, terms or pledge", async () => {
    const caller = api(t, 'goldrush', tokenA);
    const basic = await caller.put('/api/player/update/basic-info', {
      PlayerId: playerB.id,
      FirstName: 'X',
      LastName: 'Y',
      Phone: '902-555-0111',
    });
    expect(basic.statusCode).toBe(403);
    const terms = await caller.put('/api/player/agree-to-tos', {
      PlayerId: otherOrgPlayer.id,
      OrganizationId: otherOrgPlayer.organizationId,
      OrganizationTermsOfServiceId: playerB.id,
    });
    expect(terms.statusCode).toBe(403);
    const pledge = await caller.post('/api/charity/pledge-support', {
      PlayerId: playerB.id,
      OrganizationId: playerB.organizationId,
      CharityId: playerB.id,
    });
    expect(pledge.statusCode).toBe(403);
    const password = await caller.put('/api/player/update/password', {
      PlayerId: playerB.id,
      CurrentPassword: playerB.password,
      NewPassword: 'another-long-password',
    });
    expect(password.statusCode).toBe(403);
  });

  it('answers 400 for a malformed id and 404 for an unknown own record', async () => {
    expect(
      (
        await api(t, 'goldrush', tokenA).get(
          `/api/player/byid/nope/for-organization/${playerA.organizationId}`,
        )
      ).statusCode,
    ).toBe(400);
    await t.database.db.deleteFrom('accounts').where('id', '=', playerB.id).execute();
    const tokenB = await forge({ sub: `${playerB.organizationId}|${playerB.id}|false` })();
    expect((await api(t, 'goldrush', tokenB).get(playerUrl(playerB))).statusCode).toBe(404);
  });
});
