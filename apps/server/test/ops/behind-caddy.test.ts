import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testIdentity } from '../identity/fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { moneyClient, openInstanceId, tokenFor, type Slug } from '../payments/money-fixtures';
import { findCaddy, httpsRequest, startCaddy, type Caddy } from './caddy';

/**
 * docs/production.md's set-up, the part that runs on one machine: the server behind Caddy
 * (Debian's package) with Caddy's internal certificate authority, two organizations on their
 * own host names over HTTPS, TRUST_PROXY=loopback. Ports 8443/8480 are this test's alone.
 */
const HTTPS_PORT = 8443;
const HTTP_PORT = 8480;
const hosts: Record<Slug, string> = {
  goldrush: 'goldrush.charity.test',
  fiftyfifty: 'fiftyfifty.charity.test',
};
/** The players' address: another loopback address than the one Caddy connects from. */
const CLIENT_ADDRESS = '127.0.0.2';

const caddyPath = findCaddy();
const inCi = process.env.CI === 'true';
if (!caddyPath && !inCi) {
  console.warn('behind-caddy.test.ts skipped: caddy is not installed (apt-get install -y caddy)');
}

let t: TestApp;
let caddy: Caddy | undefined;

const origin = (slug: Slug) => `https://${hosts[slug]}:${HTTPS_PORT}`;
const call = (
  slug: Slug,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: object } = {},
) =>
  httpsRequest({
    ca: caddy?.rootCa ?? '',
    host: hosts[slug],
    port: HTTPS_PORT,
    path,
    localAddress: CLIENT_ADDRESS,
    ...options,
  });

describe.skipIf(!caddyPath && !inCi)('the server behind Caddy over HTTPS', () => {
  beforeAll(async () => {
    if (!caddyPath)
      throw new Error('caddy is not installed: CI installs it (apt-get install -y caddy)');
    t = await buildTestApp({
      env: { TRUST_PROXY: 'loopback' },
      app: {
        identity: testIdentity,
        payments: { SANDBOX_SETTLEMENT: 'instant', JOBS_INTERVAL_MS: 0 },
      },
    });
    // Each organization on its own public host name only, as its YAML file would list it.
    for (const slug of Object.keys(hosts) as Slug[]) {
      const id = await t.organizationId(slug);
      await t.database.db
        .deleteFrom('organization_hosts')
        .where('organization_id', '=', id)
        .execute();
      await t.database.db
        .insertInto('organization_hosts')
        .values({ organization_id: id, host: hosts[slug] })
        .execute();
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    caddy = await startCaddy({
      hosts: Object.values(hosts),
      upstream: `127.0.0.1:${port}`,
      httpPort: HTTP_PORT,
      httpsPort: HTTPS_PORT,
    });
  }, 90_000);
  afterAll(async () => {
    await caddy?.stop();
    await t?.close();
  });

  it('serves each organization on its own host name, advertising its https origin', async () => {
    const names = new Set<string>();
    for (const slug of Object.keys(hosts) as Slug[]) {
      const answer = await call(slug, '/api/config');
      expect(answer.status).toBe(200);
      const config = JSON.parse(answer.body) as Record<string, unknown>;
      expect(config.CommonUrl).toBe(`${origin(slug)}/api/`);
      expect(config.AuthConfig).toMatchObject({ Issuer: `${origin(slug)}/oidc` });
      const status = await call(
        slug,
        `/api/organization/current-status/byid/${await t.organizationId(slug)}`,
      );
      expect(status.status).toBe(200);
      names.add(String((JSON.parse(status.body) as { Name?: unknown }).Name ?? slug));
    }
    expect(names.size).toBe(2);
    expect((await call('goldrush', '/metrics')).status).toBe(404);
    expect((await call('goldrush', '/readyz')).status).toBe(200);
  });

  it("sees the client's address, not the proxy's, and not a forged X-Forwarded-For", async () => {
    const gameId = (
      await t.database.db
        .selectFrom('organizations')
        .select('current_game_id')
        .where('slug', '=', 'goldrush')
        .executeTakeFirstOrThrow()
    ).current_game_id;
    const answer = await call('goldrush', '/api/game/verify-ip-is-within-geofence', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      // Accepted only when it is the address the server sees for the caller.
      body: { GameId: gameId, IpAddress: CLIENT_ADDRESS },
    });
    expect(answer.status, answer.body).toBe(200);
    const { rows } = await sql<{ ip: string }>`select host(ip_address) as ip from location_checks
      where game_id = ${gameId} and ip_address is not null`.execute(t.database.db);
    expect(rows.map((row) => row.ip)).toEqual([CLIENT_ADDRESS]);
  });

  it.each(Object.keys(hosts) as Slug[])(
    'sells through the proxy on %s, and every link in its mail is absolute on https',
    async (slug) => {
      const client = await moneyClient(t, slug);
      const token = await tokenFor(t, slug, client.player, origin(slug));
      const headers = { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() };
      const card = await call(slug, '/api/payments/sandbox/cards', {
        method: 'POST',
        headers,
        body: { CardNumber: '4242 4242 4242 4242', ExpMonth: 12, ExpYear: 2040, Cvc: '123' },
      });
      expect(card.status, card.body).toBe(200);
      const purchase = await call(slug, '/api/player-number/purchase', {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        body: {
          PlayerId: client.player.id,
          OrganizationId: client.player.organizationId,
          GameInstanceId: await openInstanceId(t, slug),
          Quantity: 1,
          Payment: { Token: (JSON.parse(card.body) as { Token: string }).Token },
        },
      });
      expect(purchase.status, purchase.body).toBe(200);
      expect(JSON.parse(purchase.body)).toMatchObject({ Status: 'Succeeded' });

      const mail = await t.database.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body', 'html_body'])
        .where('to_address', '=', client.player.email)
        .execute();
      expect(mail.map((m) => m.subject).join()).toContain('receipt');
      for (const { html_body: html, text_body: text } of mail) {
        const hrefs = [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((match) => match[1]);
        const urls = [...`${html} ${text}`.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)]+/gi)].map(
          (match) => match[0],
        );
        expect(hrefs.length + urls.length).toBeGreaterThan(0);
        for (const link of [...hrefs, ...urls]) {
          if (link?.startsWith('mailto:')) continue;
          expect(link).toMatch(/^https:\/\//);
        }
        // The links to the site itself name the organization's own host, not the upstream's.
        expect(`${html} ${text}`).toContain(origin(slug));
        expect(`${html} ${text}`).not.toMatch(/127\.0\.0\.1|localhost/);
      }
    },
  );
});
