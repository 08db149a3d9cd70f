import { editableGame, gameSaveResultSchema, type GameAdd } from '@charity/domain/setup/game-edit';
import { gameSetupListSchema, type GameSetup } from '@charity/domain/setup/game-setup';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { moneyClient } from '../payments/money-fixtures';
import { buildReportApp, purchase } from '../reports/report-fixtures';
import { staffHeaders } from './staff-headers';

let t: TestApp;
let organizationId: string;
let owner: Record<string, string>;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await buildReportApp();
  organizationId = await t.organizationId('goldrush');
  owner = await staffHeaders(t, 'goldrush', 'owner');
  manager = await staffHeaders(t, 'goldrush', 'manager');
});
afterAll(() => t.close());

const listUrl = () => `/api/setup/games/for-organization/${organizationId}`;
const oneUrl = (gameId: string, org = organizationId) =>
  `/api/setup/game/${gameId}/for-organization/${org}`;

async function games(): Promise<GameSetup[]> {
  const response = await t.app.inject({ method: 'GET', url: listUrl(), headers: manager });
  expect(response.statusCode).toBe(200);
  return gameSetupListSchema.parse(response.json()).games;
}

async function gameByKey(key: string): Promise<GameSetup> {
  const game = (await games()).find((row) => row.key === key);
  if (!game) throw new Error(`no game ${key}`);
  return game;
}

const newGame = (key: string): GameAdd => ({
  key,
  type: 'ProgressiveFiftyFifty',
  name: 'Winter 50/50',
  description: 'Half the pot to one winner each week.',
  translations: { fr: { name: "50/50 d'hiver", description: 'La moitié du pot à un gagnant.' } },
  ticketPriceCents: 500,
  winnerSharePercent: 50,
  numberRangeMax: 5000,
  maxNumbersPerPlayer: 20,
  manualDraw: true,
  subscriptionsEnabled: false,
  maxPrepaidDraws: 4,
  lockPlayersToRegion: false,
  region: null,
  schedule: {
    drawWeekday: 5,
    drawTime: '20:00',
    timeZone: 'America/Halifax',
    salesCloseMinutesBeforeDraw: 30,
  },
});

const add = (body: object, headers = manager) =>
  t.app.inject({ method: 'POST', url: listUrl(), headers, payload: body });
const edit = (gameId: string, body: object, headers = manager, org = organizationId) =>
  t.app.inject({ method: 'PUT', url: oneUrl(gameId, org), headers, payload: body });

async function auditOf(gameId: string, action: string) {
  return t.database.db
    .selectFrom('audit_log')
    .select(['action', 'details', 'actor'])
    .where('subject_id', '=', gameId)
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('adding a game in the console', () => {
  it('adds it with its French texts, lists it and audits it as created', async () => {
    const response = await add(newGame('winter-fifty'));
    expect(response.statusCode, response.body).toBe(201);
    const { game, warnings } = gameSaveResultSchema.parse(response.json());
    expect(warnings).toEqual([]);
    expect(editableGame(game)).toEqual(editableGame({ ...game, ...newGame('winter-fifty') }));
    expect(game).toMatchObject({
      key: 'winter-fifty',
      translations: { fr: { name: "50/50 d'hiver" } },
      maxPrepaidDraws: 4,
      drawTime: '20:00',
      instances: [],
      current: false,
    });
    expect(await gameByKey('winter-fifty')).toMatchObject({ name: 'Winter 50/50' });
    const audit = await auditOf(game.id, 'game.created');
    expect(audit.details).toMatchObject({
      changes: {
        ticketPriceCents: { before: null, after: 500 },
        'translations.fr.name': { before: null, after: "50/50 d'hiver" },
      },
    });
  });

  it('refuses a key another game has, as a field error', async () => {
    await add(newGame('twice'));
    const again = await add(newGame('twice'));
    expect(expectApiError(again, 400).Errors).toEqual([
      { Path: 'key', Message: 'another game already has the key "twice"' },
    ]);
  });

  it.each([
    ['ticketPriceCents', -5, 'must be at least 1 cent'],
    ['ticketPriceCents', 4.999, 'must be a whole number of cents'],
    ['ticketPriceCents', null, 'must be a whole number of cents'],
    ['ticketPriceCents', '5', 'must be a whole number of cents'],
    ['winnerSharePercent', 101, 'must be at most 100 percent'],
    ['numberRangeMax', 0, 'must be at least 1 number'],
    ['maxPrepaidDraws', 53, 'must be at most 52 draws'],
    ['name', null, 'must be text'],
    ['name', '  ', 'must not be empty'],
    ['type', 'Bingo', 'must be GoldRush or ProgressiveFiftyFifty'],
  ])('refuses %s = %j in words', async (field, value, message) => {
    const response = await add({ ...newGame(`bad-${randomUUID().slice(0, 8)}`), [field]: value });
    const error = expectApiError(response, 400);
    expect(error.Errors).toContainEqual({ Path: `body.${field}`, Message: message });
    expect(JSON.stringify(error)).not.toMatch(/expected|received|NaN|Too small/);
  });

  it('refuses a bad schedule, a region lock without a region, NUL and a 1 MB name', async () => {
    const game = newGame('bad-schedule');
    const schedule = await add({
      ...game,
      schedule: { ...game.schedule, timeZone: 'Mars/Olympus', drawTime: '25:00' },
    });
    expect(expectApiError(schedule, 400).Errors).toEqual(
      expect.arrayContaining([
        { Path: 'body.schedule.timeZone', Message: 'must be a time zone, e.g. America/Halifax' },
        { Path: 'body.schedule.drawTime', Message: 'must be a time, HH:MM' },
      ]),
    );
    const halfSchedule = await add({ ...game, schedule: { ...game.schedule, drawTime: null } });
    expect(expectApiError(halfSchedule, 400).Errors?.[0]?.Path).toBe('body.schedule.drawTime');
    const region = await add({ ...game, lockPlayersToRegion: true });
    expect(expectApiError(region, 400).Errors).toContainEqual({
      Path: 'body.region',
      Message: 'a game locked to its region needs a region',
    });
    expect((await add({ ...game, name: 'Nul\u0000name' })).statusCode).toBe(400);
    const huge = await add({ ...game, description: 'x'.repeat(1024 * 1024) });
    expect([400, 413]).toContain(huge.statusCode);
    expect((await games()).some((row) => row.key === 'bad-schedule')).toBe(false);
  });

  it('is refused to the auditor and to support (403), and changes nothing', async () => {
    for (const role of ['auditor', 'support'] as const) {
      const headers = await staffHeaders(t, 'goldrush', role);
      expect((await add(newGame(`by-${role}`), headers)).statusCode).toBe(403);
      const target = await gameByKey('winter-fifty');
      const body = { ...editableGame(target), name: `By ${role}` };
      expect((await edit(target.id, body, headers)).statusCode).toBe(403);
    }
    expect((await games()).some((row) => row.key.startsWith('by-'))).toBe(false);
    expect((await gameByKey('winter-fifty')).name).toBe('Winter 50/50');
  });
});

describe('editing a game in the console', () => {
  it('changes everything on a game without sales, audited before and after', async () => {
    const before = await gameByKey('winter-fifty');
    const body = {
      ...editableGame(before),
      ticketPriceCents: 1000,
      winnerSharePercent: 40,
      numberRangeMax: 9000,
      manualDraw: false,
      maxPrepaidDraws: 1,
      translations: { fr: { name: 'Le 50/50 hivernal' } },
      schedule: { ...editableGame(before).schedule, drawWeekday: 6, drawTime: '19:30' },
    };
    const response = await edit(before.id, body, owner);
    expect(response.statusCode, response.body).toBe(200);
    const { game } = gameSaveResultSchema.parse(response.json());
    expect(editableGame(game)).toEqual({
      ...body,
      translations: { fr: { name: 'Le 50/50 hivernal' } },
    });
    const audit = await auditOf(before.id, 'game.updated');
    expect(audit.details).toMatchObject({
      changes: {
        ticketPriceCents: { before: 500, after: 1000 },
        winnerSharePercent: { before: 50, after: 40 },
        'schedule.drawTime': { before: '20:00', after: '19:30' },
      },
    });
  });

  it("refuses another organization's game and an unknown one (404), a malformed id (400)", async () => {
    const fifty = await staffHeaders(t, 'fiftyfifty', 'owner');
    const fiftyOrg = await t.organizationId('fiftyfifty');
    const target = await gameByKey('winter-fifty');
    const body = editableGame(target);
    expect((await edit(target.id, body, fifty, fiftyOrg)).statusCode).toBe(404);
    expect((await edit(target.id, body, fifty)).statusCode).toBe(403);
    expect((await edit(randomUUID(), body)).statusCode).toBe(404);
    expect((await edit('not-an-id', body)).statusCode).toBe(400);
    expect((await gameByKey('winter-fifty')).name).toBe(target.name);
  });

  it('keeps price, share and range while the open instance has sold numbers (409)', async () => {
    const current = (await games()).find((row) => row.current);
    if (!current) throw new Error('goldrush has no current game');
    await purchase(t, await moneyClient(t), 2);
    const body = editableGame(current);
    const response = await edit(current.id, {
      ...body,
      ticketPriceCents: body.ticketPriceCents + 100,
      winnerSharePercent: 10,
    });
    const error = expectApiError(response, 409);
    expect(error.Message).toMatch(/^The ticket price and winner share cannot change now: .* sold/);
    expect(error.Errors?.map((e) => e.Path)).toEqual(['ticketPriceCents', 'winnerSharePercent']);
    expect(
      expectApiError(await edit(current.id, { ...body, type: 'ProgressiveFiftyFifty' }), 409)
        .Errors?.[0]?.Path,
    ).toBe('type');
    // What is not fixed changes at once: texts, draw mode, the schedule.
    const allowed = await edit(current.id, {
      ...body,
      description: 'Changed during sales',
      manualDraw: !body.manualDraw,
      schedule: { ...body.schedule, salesCloseMinutesBeforeDraw: 45 },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const after = await gameByKey(current.key);
    expect(after.ticketPriceCents).toBe(current.ticketPriceCents);
    expect(after.salesCloseMinutesBeforeDraw).toBe(45);
    // Put back as it was for the tests after this one.
    expect((await edit(current.id, body)).statusCode).toBe(200);
  });

  it('warns, and saves, when numbers per player go below what a player holds', async () => {
    const current = (await games()).find((row) => row.current);
    if (!current) throw new Error('goldrush has no current game');
    await purchase(t, await moneyClient(t), 3);
    const response = await edit(current.id, { ...editableGame(current), maxNumbersPerPlayer: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const { game, warnings } = gameSaveResultSchema.parse(response.json());
    expect(game.maxNumbersPerPlayer).toBe(2);
    expect(warnings[0]).toMatchObject({ Code: 'NumbersPerPlayerBelowHeld', Limit: 2 });
    expect(warnings[0]?.Players).toBeGreaterThanOrEqual(1);
    expect(warnings[0]?.Message).toMatch(/more than 2 numbers: they keep them/);
    const limit = await t.app.inject({
      method: 'GET',
      url: `/api/organization/max-numbers-per-player/byid/${organizationId}`,
      headers: manager,
    });
    expect(limit.json()).toEqual({ MaxNumbersPerPlayer: 2 });
    expect((await edit(current.id, editableGame(current))).statusCode).toBe(200);
  });
});

describe('a price edit beside the game’s bundles (follow-up 5)', () => {
  it('refuses a single price making a bundle dearer than singles, on the price, EN and FR', async () => {
    const target = await gameByKey('winter-fifty');
    const bundles = await t.app.inject({
      method: 'PUT',
      url: `/api/setup/game/${target.id}/bundles/for-organization/${organizationId}`,
      headers: manager,
      payload: { bundles: [{ numbers: 3, priceCents: 1200 }] },
    });
    expect(bundles.statusCode, bundles.body).toBe(200);
    const saved = await gameByKey('winter-fifty');
    const body = { ...editableGame(saved), ticketPriceCents: 400 };
    const audits = async () =>
      (
        await t.database.db
          .selectFrom('audit_log')
          .select('id')
          .where('subject_id', '=', target.id)
          .where('action', '=', 'game.updated')
          .execute()
      ).length;
    const auditsBefore = await audits();
    const english = expectApiError(await edit(target.id, body), 400);
    expect(english.Message).toBe('This ticket price would make a bundle dearer than singles.');
    expect(english.Errors).toEqual([
      {
        Path: 'ticketPriceCents',
        Message:
          'At this price the bundle of 3 numbers for $12.00 would cost no less than its numbers one by one: the ticket price must be at least $4.01, or change the bundles first.',
      },
    ]);
    const french = expectApiError(
      await t.app.inject({
        method: 'PUT',
        url: oneUrl(target.id),
        headers: { ...manager, 'accept-language': 'fr' },
        payload: body,
      }),
      400,
    );
    expect(french.Message).toBe(
      'Ce prix du billet rendrait un forfait plus cher que les numéros à l’unité.',
    );
    expect(french.Errors?.[0]?.Message).toMatch(
      /^À ce prix, le forfait de 3 numéros à 12,00\s\$ .*d’au moins 4,01\s\$/,
    );
    // Nothing changed, nothing audited; the lowest price it names is accepted.
    expect((await gameByKey('winter-fifty')).ticketPriceCents).toBe(saved.ticketPriceCents);
    expect(await audits()).toBe(auditsBefore);
    const lowest = await edit(target.id, { ...body, ticketPriceCents: 401 });
    expect(lowest.statusCode, lowest.body).toBe(200);
    expect((await gameByKey('winter-fifty')).ticketPriceCents).toBe(401);
  });
});
