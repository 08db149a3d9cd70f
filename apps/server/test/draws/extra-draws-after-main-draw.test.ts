import type { AddressInfo } from 'node:net';
import { manualDrawViewSchema } from '@charity/domain/api/draw';
import { extraDrawSchema } from '@charity/domain/api/extra-draws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { apiCall } from '../setup/goldrush-over-http';
import { buildDrawApp, payEntries, prepareGame, type GameUnderTest } from './draw-fixtures';
import { backdateEntries, hoursFromNow, makeExtraDue, staffHeaders } from './money-draw-fixtures';

type Headers = Record<string, string>;

// The draw page after the main draw: the instance shown is the next one, and the extra draws
// of the instance just drawn, still to run, must not vanish from the page's answer.
let t: TestApp;
let port: number;
let game: GameUnderTest;
let manager: Headers;
beforeAll(async () => {
  t = await buildDrawApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  game = await prepareGame(t, 'fiftyfifty', { range: 100, manualDraw: true });
  manager = await staffHeaders(t, 'fiftyfifty', 'manager');
});
afterAll(() => t.close());

const drawPage = async (headers: Headers, organizationId = game.organizationId) =>
  apiCall(port, 'GET', `draw/manual/for-organization/${organizationId}`, headers);

describe('the draw page after the main draw', () => {
  it('still lists the extra draw still to run, with its times, until it runs', async () => {
    await payEntries(t, game, [4, 8, 15, 16]);
    await backdateEntries(t, game.instanceId, [4, 8, 15, 16]);
    const added = await apiCall(port, 'POST', 'draw/extra', manager, {
      OrganizationId: game.organizationId,
      GameInstanceId: game.instanceId,
      Name: 'Early bird',
      Prize: { Kind: 'Fixed', Amount: 5_000 },
      CutoffAt: hoursFromNow(1),
      DrawAt: hoursFromNow(2),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const extra = extraDrawSchema.parse(added.body);

    // Before: the page names it as still to run on the instance shown.
    const before = manualDrawViewSchema.parse((await drawPage(manager)).body);
    expect(before.GameInstance.Id).toBe(game.instanceId);
    expect(before.ExtraDraws?.map((x) => [x.Id, x.GameInstanceId])).toEqual([
      [extra.Id, game.instanceId],
    ]);

    const run = await apiCall(port, 'POST', 'draw/manual/run', manager, {
      OrganizationId: game.organizationId,
      GameInstanceId: game.instanceId,
    });
    expect(run.status, JSON.stringify(run.body)).toBe(200);

    // After: the page shows the next instance, and still the drawn instance's extra draw.
    const after = await drawPage(manager);
    expect(after.status).toBe(200);
    const view = manualDrawViewSchema.parse(after.body);
    expect(view.GameInstance.Id).not.toBe(game.instanceId);
    const pending = view.ExtraDraws?.find((x) => x.Id === extra.Id);
    expect(pending).toMatchObject({
      GameInstanceId: game.instanceId,
      Status: 'Scheduled',
      CutoffAt: extra.CutoffAt,
      DrawAt: extra.DrawAt,
      Result: null,
    });
    expect(pending?.GameInstanceName).toBeTruthy();

    // An auditor reads it too (draws.read); another organization's staff are refused.
    const auditor = await drawPage(await staffHeaders(t, 'fiftyfifty', 'auditor'));
    expect(auditor.status).toBe(200);
    const otherOwner = await drawPage(await staffHeaders(t, 'goldrush', 'owner'));
    expect(otherOwner.status).toBe(403);

    // Once run (here by the manager, from the page), it stays with its result.
    await makeExtraDue(t, extra.Id);
    const ran = await apiCall(port, 'POST', 'draw/extra/run', manager, {
      OrganizationId: game.organizationId,
      ExtraDrawId: extra.Id,
    });
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    const done = manualDrawViewSchema.parse((await drawPage(manager)).body);
    const drawn = done.ExtraDraws?.find((x) => x.Id === extra.Id);
    expect(drawn?.Status).toBe('Drawn');
    expect(drawn?.Result?.EntriesCount).toBe(4);
  });
});
