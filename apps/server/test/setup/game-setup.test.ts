import { currentStatusSchema } from '@charity/domain/api/game-instance';
import { gameSetupListSchema, instanceRowSchema } from '@charity/domain/setup/game-setup';
import type { InstanceSetupInput } from '@charity/domain/setup/instance-setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWallTime } from '../../src/setup/game-clock';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, getAs, type TestApp } from '../helpers/test-app';
import { testIdentity } from '../identity/fixtures';
import { staffHeaders } from './staff-headers';

let t: TestApp;
let organizationId: string;
let manager: Record<string, string>;
let support: Record<string, string>;
let otherOwner: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  organizationId = await t.organizationId('goldrush');
  manager = await staffHeaders(t, 'goldrush', 'manager');
  support = await staffHeaders(t, 'goldrush', 'support');
  otherOwner = await staffHeaders(t, 'fiftyfifty', 'owner');
});
afterAll(() => t.close());

async function game() {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/setup/games/for-organization/${organizationId}`,
    headers: manager,
  });
  expect(response.statusCode).toBe(200);
  const [first] = gameSetupListSchema.parse(response.json()).games;
  if (!first) throw new Error('goldrush has no game');
  return first;
}

const create = async (body: object, headers = manager) =>
  t.app.inject({
    method: 'POST',
    url: `/api/setup/game/${(await game()).id}/instances/for-organization/${organizationId}`,
    headers,
    payload: body,
  });

describe('scheduling the next game instance', () => {
  it('schedules it after the open one, on the game clock, audited as created', async () => {
    const before = await game();
    const open = before.instances.find((row) => row.status === 'Open');
    if (!open) throw new Error('goldrush has no open instance');
    // The suggestion opens once the open instance is drawn, on the game's weekly schedule.
    expect(new Date(`${before.next.opensAt}Z`).getTime()).toBeGreaterThan(Date.now());
    const body: InstanceSetupInput = { ...before.next, description: 'Set up in the console.' };
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(201);
    const created = instanceRowSchema.parse(response.json());
    expect(created).toMatchObject({ status: 'Scheduled', name: before.next.name });
    // The French console suggests a French name following the last one's (not "Draw 2").
    expect(before.next.translations).toEqual({ fr: { name: `Semaine ${open.sequence + 1}` } });
    expect(created.translations).toEqual(before.next.translations);
    expect(created.sequence).toBe(open.sequence + 1);
    expect(toWallTime(new Date(created.drawAt), before.timeZone)).toBe(before.next.drawAt);
    expect(toWallTime(new Date(created.startedOn ?? ''), before.timeZone)).toBe(
      before.next.opensAt,
    );
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('game-instance.created');
    expect(audit.details).toMatchObject({
      changes: {
        drawAt: { before: null, after: created.drawAt },
        status: { before: null, after: 'Scheduled' },
        timeZone: { before: null, after: before.timeZone },
      },
    });
    // The same period again overlaps it.
    const again = await create(body);
    expect(expectApiError(again, 400).Errors?.[0]).toMatchObject({ Path: 'opensAt' });
    expect(expectApiError(again, 400).Message).toContain('overlaps');
  });

  it('refuses a bad schedule field by field and creates nothing', async () => {
    const count = (await game()).instances.length;
    const base = {
      name: 'Week 99',
      opensAt: '2030-05-01T10:00',
      salesCloseAt: '2030-05-08T19:00',
      drawAt: '2030-05-08T20:00',
    };
    const cases: [object, string, number][] = [
      [{ ...base, drawAt: '2030-05-08T18:00' }, 'body.drawAt', 400],
      [{ ...base, salesCloseAt: '2030-04-30T10:00' }, 'body.salesCloseAt', 400],
      [{ ...base, opensAt: '0000-05-01T10:00' }, 'body.opensAt', 400],
      [{ ...base, drawAt: '2030-02-30T20:00' }, 'body.drawAt', 400],
      [{ ...base, drawAt: '2030-05-08 20:00' }, 'body.drawAt', 400],
      [{ ...base, name: '' }, 'body.name', 400],
      [{ ...base, name: 'x'.repeat(201) }, 'body.name', 400],
      [{ ...base, status: 'Drawn' }, '', 400],
      [
        {
          ...base,
          opensAt: '2020-05-01T10:00',
          salesCloseAt: '2020-05-08T19:00',
          drawAt: '2020-05-08T20:00',
        },
        'salesCloseAt',
        400,
      ],
      // America/Halifax skips 02:00-03:00 on 14 March 2027.
      [
        {
          ...base,
          opensAt: '2027-03-14T02:30',
          salesCloseAt: '2027-03-20T19:00',
          drawAt: '2027-03-20T20:00',
        },
        'opensAt',
        400,
      ],
    ];
    for (const [payload, path, status] of cases) {
      const error = expectApiError(await create(payload), status);
      if (path)
        expect(
          error.Errors?.map((e) => e.Path),
          JSON.stringify(payload),
        ).toContain(path);
    }
    expect((await game()).instances.length).toBe(count);
  });

  it('opens at once an instance whose opening has come, with its draw seed committed', async () => {
    // Cancel what is in play so the game has nothing open.
    const { id: gameId, timeZone } = await game();
    await t.database.db
      .updateTable('game_instances')
      .set({ status: 'Cancelled' })
      .where('game_id', '=', gameId)
      .execute();
    const now = Date.now();
    const response = await create({
      name: 'Opening week',
      opensAt: toWallTime(new Date(now), timeZone),
      salesCloseAt: toWallTime(new Date(now + 3 * 86_400_000), timeZone),
      drawAt: toWallTime(new Date(now + 3 * 86_400_000 + 3_600_000), timeZone),
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = instanceRowSchema.parse(response.json());
    expect(created.status).toBe('Open');
    const seed = await t.database.db
      .selectFrom('draw_seeds')
      .select('game_instance_id')
      .where('game_instance_id', '=', created.id)
      .executeTakeFirst();
    expect(seed).toBeDefined();
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/organization/current-status/byid/${organizationId}`,
    });
    expect(status.json()).toMatchObject({ CurrentGameInstance: { Id: created.id } });
  });

  it('is refused to a role without games.edit and across organizations', async () => {
    const body = {
      name: 'x',
      opensAt: '2031-01-01T10:00',
      salesCloseAt: '2031-01-02T10:00',
      drawAt: '2031-01-02T11:00',
    };
    expectApiError(await create(body, support), 403);
    expectApiError(await create(body, otherOwner), 403);
  });
});

describe("changing a game's price bundles", () => {
  const put = async (body: unknown, headers = manager) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/setup/game/${(await game()).id}/bundles/for-organization/${organizationId}`,
      headers,
      payload: body as object,
    });
  const onSale = async () => {
    const response = await getAs(
      t.app,
      'goldrush',
      `/api/organization/current-status/byid/${organizationId}?includeGameInstance=true`,
    );
    return currentStatusSchema.parse(response.json()).CurrentGameInstance?.Bundles;
  };

  it('puts the new list on sale at once, sorted, audited with before and after', async () => {
    const before = (await game()).bundles;
    const response = await put({
      bundles: [
        { numbers: 10, priceCents: 1500 },
        { numbers: 3, priceCents: 500 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      bundles: [
        { numbers: 3, priceCents: 500 },
        { numbers: 10, priceCents: 1500 },
      ],
    });
    expect(await onSale()).toEqual([
      { Numbers: 3, Price: 500 },
      { Numbers: 10, Price: 1500 },
    ]);
    expect((await game()).bundles).toEqual(response.json().bundles);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor', 'details'])
      .where('action', '=', 'game.bundles-changed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({
      changes: { bundles: { before, after: response.json().bundles } },
    });
    // The demo's own list again, for the other tests of this file.
    expect((await put({ bundles: before })).statusCode).toBe(200);
  });

  it('refuses a bundle of 1 and one not cheaper than singles, per bundle, EN and FR (issue 27)', async () => {
    const before = await onSale();
    const bundles = [
      { numbers: 1, priceCents: 100 },
      { numbers: 1, priceCents: 700 },
      { numbers: 3, priceCents: 900 },
      { numbers: 3, priceCents: 600 },
      { numbers: 5, priceCents: 999 },
    ];
    // Two bundles of the same size are refused first (the schema); one of each here.
    const refused = expectApiError(await put({ bundles: [bundles[1], bundles[2]] }), 400);
    expect(refused.Message).toBe('These bundles cannot go on sale beside the single price.');
    expect(refused.Errors).toEqual([
      {
        Path: 'body.bundles.0.numbers',
        Message: 'One number is sold at the single price ($2.00): a bundle has 2 numbers or more.',
      },
      {
        Path: 'body.bundles.1.priceCents',
        Message:
          'A bundle must cost less than its numbers at the single price: 3 numbers cost $6.00 one by one.',
      },
    ]);
    const even = expectApiError(await put({ bundles: [bundles[3]] }), 400);
    expect(even.Errors?.[0]?.Path).toBe('body.bundles.0.priceCents');
    const french = await t.app.inject({
      method: 'PUT',
      url: `/api/setup/game/${(await game()).id}/bundles/for-organization/${organizationId}`,
      headers: { ...manager, 'accept-language': 'fr' },
      payload: { bundles: [bundles[0], bundles[2]] },
    });
    const words = expectApiError(french, 400);
    expect(words.Message).toBe(
      'Ces forfaits ne peuvent pas être mis en vente à côté du prix à l’unité.',
    );
    expect(words.Errors?.map((e) => e.Message.replace(/\s/g, ' '))).toEqual([
      'Un numéro se vend au prix à l’unité (2,00 $) : un forfait compte au moins 2 numéros.',
      'Un forfait doit coûter moins cher que ses numéros au prix à l’unité : 3 numéros coûtent 6,00 $ à l’unité.',
    ]);
    expect(await onSale()).toEqual(before);
    // Just under the single price is a bundle.
    const cheaper = await put({ bundles: [bundles[4]] });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect(
      (
        await put({
          bundles: before?.map((b) => ({ numbers: b.Numbers, priceCents: b.Price })) ?? [],
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a bad list, another role and another organization, and changes nothing', async () => {
    const before = await onSale();
    for (const bundles of [
      [
        { numbers: 3, priceCents: 500 },
        { numbers: 3, priceCents: 400 },
      ],
      [{ numbers: 0, priceCents: 500 }],
      [{ numbers: 3, priceCents: -1 }],
      [{ numbers: 3, priceCents: 500, extra: 'x' }],
      'x'.repeat(1_000_000),
    ]) {
      expectApiError(await put({ bundles }), 400);
    }
    expectApiError(await put({ bundles: [], more: '\u0000' }), 400);
    expectApiError(await put({ bundles: [] }, support), 403);
    expect((await put({ bundles: [] }, otherOwner)).statusCode).toBeGreaterThanOrEqual(403);
    expect(await onSale()).toEqual(before);
  });
});
