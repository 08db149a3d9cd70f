import type { AddressInfo } from 'node:net';
import { apiErrorBodySchema } from '@charity/domain/api/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDrawApp,
  payEntries,
  prepareGame,
  runManualDraw,
  type GameUnderTest,
} from '../draws/draw-fixtures';
import { backdateEntries, staffHeaders } from '../draws/money-draw-fixtures';
import { demoHosts, type TestApp } from '../helpers/test-app';
import { httpTransport } from '../identity/browser';
import { listClaims } from './claim-fixtures';

// Review R8: the claim period set twice at once, and the draw view asked for another
// organization's game under this organization's host, both over real HTTP.
type Headers = Record<string, string>;
let t: TestApp;
let port: number;
let game: GameUnderTest;
let manager: Headers;
let drawnAt: number;

const call = (method: string, path: string, headers: Headers, body?: unknown) =>
  httpTransport(port)({
    method,
    path,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const setPeriod = (days: number) =>
  call('PUT', `/api/draw/prize-claim/period/for-organization/${game.organizationId}`, manager, {
    ClaimDays: days,
  });

beforeAll(async () => {
  t = await buildDrawApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  game = await prepareGame(t, 'fiftyfifty', { range: 100, manualDraw: true });
  manager = await staffHeaders(t, 'fiftyfifty', 'manager');
  await payEntries(t, game, [4, 6]);
  await backdateEntries(t, game.instanceId, [4, 6]);
  drawnAt = Date.parse(
    (await runManualDraw(t, manager, game.organizationId, game.instanceId)).DrawnOn,
  );
  // A started claim: its deadline moves with the period.
  await t.app.inject({
    method: 'POST',
    url: '/api/draw/prize-claim/contact',
    headers: manager,
    payload: { OrganizationId: game.organizationId, DrawId: game.instanceId },
  });
});
afterAll(() => t.close());

describe('the claim period set to two values at once', () => {
  it('gives one order: the audit log has both changes, each starting where the other ended', async () => {
    const answers = await Promise.all([setPeriod(45), setPeriod(60)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'prize-claim.period-set')
      .where('organization_id', '=', game.organizationId)
      .orderBy('id')
      .execute();
    const changes = audit.map(
      (row) => row.details as { before: { claimDays: number }; after: { claimDays: number } },
    );
    expect(changes).toHaveLength(2);
    const [first, second] = changes;
    expect(first?.before.claimDays).toBe(30);
    expect(second?.before.claimDays).toBe(first?.after.claimDays);
    expect([first?.after.claimDays, second?.after.claimDays].sort()).toEqual([45, 60]);
    // The last change in the log is the period in force, and the open claim's deadline.
    const last = second?.after.claimDays ?? 0;
    const now = await listClaims(t, manager, game.organizationId);
    expect(now.ClaimDays).toBe(last);
    const claim = await t.database.db
      .selectFrom('prize_claims')
      .select('deadline_at')
      .where('draw_id', '=', game.instanceId)
      .executeTakeFirstOrThrow();
    expect(new Date(claim.deadline_at).getTime() - drawnAt).toBe(last * 86_400_000);
  });
});

describe("the draw view of another organization's game under this organization's host", () => {
  it('is 404 in the error shape over HTTP, naming nothing of that game', async () => {
    const goldrush = await t.organizationId('goldrush');
    const foreign = await t.database.db
      .selectFrom('organizations')
      .select('current_game_id')
      .where('id', '=', goldrush)
      .executeTakeFirstOrThrow();
    const foreignGame = foreign.current_game_id ?? '';
    const instance = await t.database.db
      .selectFrom('game_instances')
      .select(['id', 'name'])
      .where('game_id', '=', foreignGame)
      .executeTakeFirstOrThrow();
    const path = `/api/draw/manual/for-organization/${game.organizationId}?GameId=${foreignGame}`;
    const answer = await call('GET', path, { ...manager, host: demoHosts.fiftyfifty });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toContain('application/json');
    const body = apiErrorBodySchema.parse(JSON.parse(answer.body));
    expect(body).toMatchObject({ Status: 404, Method: 'GET' });
    expect(body.RequestUrl).toContain(path);
    for (const secret of [instance.id, instance.name, 'Pot', 'Entries', 'Commitment'])
      expect(answer.body).not.toContain(secret);
    // The same game under its own organization's id, from this host: refused before any read.
    const crossed = await call(
      'GET',
      `/api/draw/manual/for-organization/${goldrush}?GameId=${foreignGame}`,
      { ...manager, host: demoHosts.fiftyfifty },
    );
    expect(crossed.status).toBe(403);
    expect(crossed.body).not.toContain(instance.id);
  });
});
