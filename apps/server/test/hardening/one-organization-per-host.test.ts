import { formatSubject } from '@charity/domain/claims';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, demoHosts, type TestApp } from '../helpers/test-app';
import {
  browserFor,
  createPlayer,
  playerUrl,
  testIdentity,
  type TestPlayer,
} from '../identity/fixtures';
import { startSignIn } from '../identity/oidc-flow';

let t: TestApp;
let fiftyPlayer: TestPlayer;
beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  fiftyPlayer = await createPlayer(t.database.db, await t.organizationId('fiftyfifty'));
});
afterAll(() => t.close());

/** A token exactly as the embedded provider of `host` signs it, for any subject. */
async function tokenIssuedAt(host: string, player: TestPlayer) {
  const jwk = (await t.app.identity.keys()).signing[0];
  if (!jwk) throw new Error('no signing key');
  return new SignJWT({ scope: 'openid profile common-api' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setSubject(
      formatSubject({ organizationId: player.organizationId, playerId: player.id, isAdmin: false }),
    )
    .setIssuer(`http://${host}/oidc`)
    .setAudience(`http://${host}/api`)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(await importJWK(jwk, 'RS256'));
}

describe('one organization per host', () => {
  it("does not sign another organization's account in, even when the request names it", async () => {
    const browser = browserFor(t, 'goldrush');
    // organizationId=B on A's host: the page is still A's, and B's account is unknown there.
    const { interaction } = await startSignIn(browser, fiftyPlayer.organizationId);
    const page = await browser.get(interaction);
    expect(page.body).toContain('Harbourview Health Foundation');
    const login = await browser.post(`${interaction}/login`, {
      email: fiftyPlayer.email,
      password: fiftyPlayer.password,
    });
    expect(login.status).toBe(401);
    expect(login.headers.location).toBeUndefined();
  });

  it("refuses a token whose organization is not the host's, though A's provider signed it", async () => {
    const token = await tokenIssuedAt(demoHosts.goldrush, fiftyPlayer);
    const response = await t.app.inject({
      url: playerUrl(fiftyPlayer),
      headers: { host: demoHosts.goldrush, authorization: `Bearer ${token}` },
    });
    expectApiError(response, 401);
    const reports = await t.app.inject({
      url: `/api/reports/sales/for-organization/${fiftyPlayer.organizationId}?from=2026-01-01&to=2026-01-02`,
      headers: { host: demoHosts.goldrush, authorization: `Bearer ${token}` },
    });
    expectApiError(reports, 401);
  });

  it('accepts the same account on its own host', async () => {
    const token = await tokenIssuedAt(demoHosts.fiftyfifty, fiftyPlayer);
    const response = await t.app.inject({
      url: playerUrl(fiftyPlayer),
      headers: { host: demoHosts.fiftyfifty, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
