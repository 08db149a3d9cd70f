import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { buildTestApp, testEnv, type TestApp } from '../helpers/test-app';
import { Browser, httpTransport } from './browser';
import { createPlayer, playerUrl, testIdentity, type TestPlayer } from './fixtures';
import { refresh, signIn } from './oidc-flow';

let first: TestApp;
let second: App;
let player: TestPlayer;
const ports: number[] = [];

beforeAll(async () => {
  first = await buildTestApp({ app: { identity: testIdentity } });
  // A second app over the same database, as a second process behind a load balancer would be.
  second = await buildApp({ env: testEnv(), db: first.database.db, identity: testIdentity });
  for (const app of [first.app, second]) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    ports.push((app.server.address() as AddressInfo).port);
  }
  player = await createPlayer(first.database.db, await first.organizationId('goldrush'));
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('two app instances on one database', () => {
  it('signs in through one, refreshes and calls the API through the other', async () => {
    const [port1 = 0, port2 = 0] = ports;
    const browser = new Browser(httpTransport(port1), 'goldrush.localhost');
    const tokens = await signIn(browser, player.organizationId, player.email, player.password);

    browser.transport = httpTransport(port2);
    const renewed = await refresh(browser, tokens.refresh_token);
    const answer = await browser.send('GET', playerUrl(player), {
      headers: { authorization: `Bearer ${renewed.access_token}`, accept: 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ Id: player.id });

    // The rotated refresh token was consumed in the shared database: the first process refuses it.
    browser.transport = httpTransport(port1);
    const replay = await browser.post('/oidc/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: 'charity-web',
    });
    expect(replay.status).toBe(400);
  });
});
