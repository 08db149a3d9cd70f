import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { buildTestApp, testEnv, type TestApp } from '../helpers/test-app';
import { Browser, httpTransport } from './browser';
import { createPlayer, testIdentity, type TestPlayer } from './fixtures';
import { finishSignIn, startSignIn } from './oidc-flow';

/** Small limits, so that a test reaches them quickly: 3 per account, 5 per address. */
const identity = {
  ...testIdentity,
  attemptsPerMinute: 2,
  signInFailures: { perAccount: 3, perAddress: 5, windowMs: 15 * 60_000 },
};

let t: TestApp;
let second: App;
const ports: number[] = [];
let organizationId = '';

beforeAll(async () => {
  // Over real HTTP; the client address is X-Forwarded-For from the loopback proxy.
  const env = { TRUST_PROXY: '127.0.0.1' };
  t = await buildTestApp({ env, app: { identity } });
  second = await buildApp({ env: testEnv(env), db: t.database.db, identity });
  for (const app of [t.app, second]) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    ports.push((app.server.address() as AddressInfo).port);
  }
  organizationId = await t.organizationId('goldrush');
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const randomAddress = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** A browser behind the proxy at `address`, talking to the first or the second node. */
function browserAt(address: string, node: 0 | 1 = 0) {
  const browser = new Browser(httpTransport(ports[node] ?? 0), 'goldrush.localhost');
  const send = browser.send.bind(browser);
  browser.send = (method, url, options = {}) =>
    send(method, url, { ...options, headers: { 'x-forwarded-for': address, ...options.headers } });
  return browser;
}

const signInPage = (browser: Browser) => startSignIn(browser, organizationId);

const wrong = (player: Pick<TestPlayer, 'email'>) => ({
  email: player.email,
  password: 'not-the-password',
});

describe('wrong passwords', () => {
  it('pause an account after its limit with a branded page that says when to try again', async () => {
    const player = await createPlayer(t.database.db, organizationId);
    const browser = browserAt(randomAddress());
    const { interaction } = await signInPage(browser);
    const login = `${interaction}/login`;
    expect((await browser.post(login, wrong(player))).status).toBe(401);
    expect((await browser.post(login, wrong(player))).status).toBe(401);
    const paused = await browser.post(login, wrong(player));
    expect(paused.status).toBe(429);
    expect(paused.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(paused.body).toContain('<h1>Sign-in paused</h1>');
    expect(paused.body).toContain(`Too many wrong passwords were typed for ${player.email}`);
    expect(paused.body).toContain('Try again in 15 minutes');
    expect(paused.body).toContain(`href="${interaction}/forgot-password"`);
    expect(paused.body).not.toContain('TooManyRequests');

    // Paused means paused: the right password is not even checked, on either node.
    const right = { email: player.email, password: player.password };
    expect((await browser.post(login, right)).status).toBe(429);
    const other = browserAt(randomAddress(), 1);
    const { interaction: otherInteraction } = await signInPage(other);
    const french = await other.post(`${otherInteraction}/login?lang=fr`, right);
    expect(french.status).toBe(429);
    expect(french.body).toContain('Connexion suspendue');
    expect(french.body).toMatch(/Réessayez dans 1[45] minutes/);
    expect(french.body).toContain('Réinitialiser le mot de passe');
  });

  it('from one address do not lock out the other players behind it', async () => {
    const address = randomAddress();
    const unlucky = await createPlayer(t.database.db, organizationId);
    const neighbour = await createPlayer(t.database.db, organizationId);
    const browser = browserAt(address);
    const { interaction } = await signInPage(browser);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await browser.post(`${interaction}/login`, wrong(unlucky));
    }
    // Same venue Wi-Fi, another player: signs in.
    const next = browserAt(address, 1);
    const flow = await signInPage(next);
    const login = await next.post(`${flow.interaction}/login`, {
      email: neighbour.email,
      password: neighbour.password,
    });
    const tokens = await finishSignIn(next, login, flow.verifier);
    expect(tokens.access_token).toBeTruthy();
  });

  it('pause one address after its own, higher limit, counted across nodes', async () => {
    const address = randomAddress();
    const player = await createPlayer(t.database.db, organizationId);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const browser = browserAt(address, attempt % 2 === 0 ? 0 : 1);
      const { interaction } = await signInPage(browser);
      const answer = await browser.post(`${interaction}/login`, {
        email: `${randomUUID()}@example.org`,
        password: 'guess',
      });
      expect(answer.status).toBe(401);
    }
    const browser = browserAt(address, 1);
    const { interaction } = await signInPage(browser);
    const paused = await browser.post(`${interaction}/login`, {
      email: `${randomUUID()}@example.org`,
      password: 'guess',
    });
    expect(paused.status).toBe(429);
    expect(paused.body).toContain('Too many wrong passwords came from your network');
    expect(paused.body).toContain(`href="${interaction}"`);
    // Another address is not affected.
    const elsewhere = browserAt(randomAddress());
    const flow = await signInPage(elsewhere);
    const login = await elsewhere.post(`${flow.interaction}/login`, {
      email: player.email,
      password: player.password,
    });
    expect(login.status).toBe(303);
  });
});

describe('other hosted forms', () => {
  it('answer too many attempts with a page in the player’s language, not JSON', async () => {
    const browser = browserAt(randomAddress());
    const { interaction } = await signInPage(browser);
    const ask = () =>
      browser.post(`${interaction}/forgot-password?lang=fr`, { email: 'x@example.org' });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('Veuillez patienter');
    expect(refused.body).toMatch(/Réessayez dans \d+ secondes|Réessayez dans 1 minute/);
    expect(refused.body).toContain(`href="${interaction}"`);
  });
});

describe('with REDIS_URL', () => {
  it.runIf(process.env.REDIS_URL)(
    'counts wrong passwords in Redis, shared by the nodes',
    async () => {
      const env = { TRUST_PROXY: '127.0.0.1', REDIS_URL: process.env.REDIS_URL ?? '' };
      const limits = { rateLimitNamespace: `charity-test-${randomUUID()}:` };
      const nodes = [
        await buildApp({ env: testEnv(env), db: t.database.db, identity, limits }),
        await buildApp({ env: testEnv(env), db: t.database.db, identity, limits }),
      ];
      try {
        const redisPorts: number[] = [];
        for (const node of nodes) {
          await node.listen({ port: 0, host: '127.0.0.1' });
          redisPorts.push((node.server.address() as AddressInfo).port);
        }
        const player = await createPlayer(t.database.db, organizationId);
        const address = randomAddress();
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const browser = new Browser(
            httpTransport(redisPorts[attempt % 2] ?? 0),
            'goldrush.localhost',
          );
          const { interaction } = await signInPage(browser);
          const answer = await browser.send('POST', `${interaction}/login`, {
            form: wrong(player),
            headers: { 'x-forwarded-for': address },
          });
          statuses.push(answer.status);
        }
        expect(statuses).toEqual([401, 401, 429]);
        const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from rate_limit_hits where key like 'charity-test-%'`.execute(
          t.database.db,
        );
        expect(rows[0]?.n).toBe(0);
      } finally {
        for (const node of nodes) await node.close();
      }
    },
  );
});
