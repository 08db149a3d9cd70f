import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { potUpdateSchema, type PotUpdate } from '@charity/domain/api/live-pot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { testEnv, type TestApp } from '../helpers/test-app';
import { testIdentity } from '../identity/fixtures';
import { cardToken, ids, moneyClient } from '../payments/money-fixtures';
import { buildDrawApp, prepareGame, type GameUnderTest } from './draw-fixtures';

/** A minimal EventSource: collects `pot` events and comments from a real HTTP stream. */
function openStream(port: number, instanceId: string) {
  const events: PotUpdate[] = [];
  let comments = 0;
  const waiters: (() => void)[] = [];
  let buffer = '';
  const request = http.get({
    host: '127.0.0.1',
    port,
    path: `/api/game-instance/${instanceId}/pot/stream`,
  });
  const ready = new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
  void ready.then((response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith(':')) comments++;
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (/^event: pot$/m.test(frame) && data)
          events.push(potUpdateSchema.parse(JSON.parse(data)));
        for (const wake of waiters.splice(0)) wake();
      }
    });
  });
  request.on('error', () => undefined);
  const until = async (test: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!test()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for the stream');
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, Math.min(left, 20));
      });
    }
  };
  return { events, comments: () => comments, ready, until, close: () => request.destroy() };
}

let t: TestApp;
let second: App;
let game: GameUnderTest;
let secondPort: number;
beforeAll(async () => {
  t = await buildDrawApp();
  second = await buildApp({
    env: testEnv(),
    db: t.database.db,
    identity: testIdentity,
    draws: { lifecycleIntervalMs: 0, potHeartbeatMs: 200 },
  });
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondPort = (second.server.address() as AddressInfo).port;
  game = await prepareGame(t, 'goldrush', { range: 1000 });
  await t.database.db
    .updateTable('games')
    .set({ lock_players_to_region: false })
    .where('id', '=', game.gameId)
    .execute();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('live pot over server-sent events', () => {
  it('pushes a purchase made through one app to a stream on the other within a second', async () => {
    const stream = openStream(secondPort, game.instanceId);
    const response = await stream.ready;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    await stream.until(() => stream.events.length >= 1, 2000);
    expect(stream.events[0]).toEqual({
      GameInstanceId: game.instanceId,
      PotTotal: 0,
      SalesClosed: false,
    });

    const client = await moneyClient(t, 'goldrush');
    const token = await cardToken(client);
    const purchase = await client.post('/api/player-number/purchase', {
      ...ids(client),
      GameInstanceId: game.instanceId,
      Quantity: 3,
      Payment: { Token: token },
    });
    expect(purchase.statusCode).toBe(200);
    // Within a second of the purchase's answer, on the other process.
    await stream.until(() => stream.events.some((event) => event.PotTotal === 600), 1000);
    await stream.until(() => stream.comments() >= 1, 2000);

    stream.close();
    await stream.until(() => second.potHub.subscriberCount === 0, 2000);
    expect(second.potHub.subscriberCount).toBe(0);
  });

  it('answers 404 for an unknown instance and 400 for a malformed id', async () => {
    const unknown = await second.inject({
      url: '/api/game-instance/00000000-0000-4000-8000-000000000000/pot/stream',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await second.inject({ url: '/api/game-instance/nope/pot/stream' })).statusCode).toBe(
      400,
    );
  });
});
