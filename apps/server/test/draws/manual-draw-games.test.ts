import { drawResultSchema, manualDrawViewSchema } from '@charity/domain/api/draw';
import { drawGamesSchema } from '@charity/domain/api/draw-games';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { staffHeaders } from '../setup/staff-headers';
import { buildDrawApp, payEntries } from './draw-fixtures';
import { addSpringGame } from './second-game-fixture';

let t: TestApp;
let organizationId: string;
let manager: Record<string, string>;
let auditor: Record<string, string>;
let spring: { gameId: string; instanceId: string };

beforeAll(async () => {
  t = await buildDrawApp();
  organizationId = await t.organizationId('goldrush');
  manager = await staffHeaders(t, 'goldrush', 'manager');
  auditor = await staffHeaders(t, 'goldrush', 'auditor');
  spring = await addSpringGame(t, organizationId);
});
afterAll(() => t.close());

const gamesUrl = (org = organizationId) => `/api/draw/manual/games/for-organization/${org}`;
const viewUrl = (query = '') => `/api/draw/manual/for-organization/${organizationId}${query}`;

describe('the draw screen of a second game (issue 27)', () => {
  it('lists every game with a draw to run, the current one first', async () => {
    const response = await t.app.inject({ url: gamesUrl(), headers: auditor });
    expect(response.statusCode).toBe(200);
    const { Games } = drawGamesSchema.parse(response.json());
    expect(Games[0]).toMatchObject({ Current: true, Status: 'Open' });
    expect(Games).toContainEqual(
      expect.objectContaining({
        GameId: spring.gameId,
        GameName: 'Spring 50/50',
        ManualDraw: true,
        Current: false,
        GameInstanceId: spring.instanceId,
        GameInstanceName: 'Draw 1',
        Status: 'Open',
      }),
    );
  });

  it('shows the game asked for, and still the current game without GameId', async () => {
    const current = manualDrawViewSchema.parse(
      (await t.app.inject({ url: viewUrl(), headers: manager })).json(),
    );
    expect(current.GameInstance.Id).not.toBe(spring.instanceId);
    const response = await t.app.inject({
      url: viewUrl(`?GameId=${spring.gameId}`),
      headers: manager,
    });
    expect(response.statusCode).toBe(200);
    const view = manualDrawViewSchema.parse(response.json());
    expect(view.GameInstance).toMatchObject({
      Id: spring.instanceId,
      Name: 'Draw 1',
      ManualDraw: true,
    });
    expect(view.CanRun).toBe(true);
  });

  it('names the instance in French for a console in French (issue 27)', async () => {
    await t.app.db
      .updateTable('game_instances')
      .set({ translations: JSON.stringify({ fr: { name: 'Tirage 1' } }) })
      .where('id', '=', spring.instanceId)
      .execute();
    const url = viewUrl(`?GameId=${spring.gameId}`);
    const french = await t.app.inject({ url, headers: { ...auditor, 'accept-language': 'fr' } });
    expect(manualDrawViewSchema.parse(french.json()).GameInstance.Name).toBe('Tirage 1');
    const english = await t.app.inject({ url, headers: { ...auditor, 'accept-language': 'en' } });
    expect(manualDrawViewSchema.parse(english.json()).GameInstance.Name).toBe('Draw 1');
    await t.app.db
      .updateTable('game_instances')
      .set({ translations: JSON.stringify({}) })
      .where('id', '=', spring.instanceId)
      .execute();
  });

  it('runs the second game’s draw from its view, the current game untouched', async () => {
    await payEntries(t, { organizationId, ...spring }, [4, 9]);
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/draw/manual/run',
      headers: manager,
      payload: { OrganizationId: organizationId, GameInstanceId: spring.instanceId },
    });
    expect(run.statusCode).toBe(200);
    const result = drawResultSchema.parse(run.json());
    expect(result.GameInstanceId).toBe(spring.instanceId);
    const after = manualDrawViewSchema.parse(
      (await t.app.inject({ url: viewUrl(`?GameId=${spring.gameId}`), headers: manager })).json(),
    );
    expect(after.LastDraw?.GameInstanceId).toBe(spring.instanceId);
    const current = manualDrawViewSchema.parse(
      (await t.app.inject({ url: viewUrl(), headers: manager })).json(),
    );
    expect(current.GameInstance.Status).toBe('Open');
  });

  it('refuses a malformed or foreign game, and another organization’s list', async () => {
    expectApiError(await t.app.inject({ url: viewUrl('?GameId=nope'), headers: manager }), 400);
    const other = await t.database.db
      .selectFrom('organizations')
      .select('current_game_id')
      .where('id', '=', await t.organizationId('fiftyfifty'))
      .executeTakeFirstOrThrow();
    expectApiError(
      await t.app.inject({
        url: viewUrl(`?GameId=${other.current_game_id ?? ''}`),
        headers: manager,
      }),
      404,
    );
    expectApiError(
      await t.app.inject({ url: viewUrl(`?GameId=${randomUUID()}`), headers: manager }),
      404,
    );
    expectApiError(
      await t.app.inject({ url: gamesUrl(await t.organizationId('fiftyfifty')), headers: manager }),
      403,
    );
  });
});
