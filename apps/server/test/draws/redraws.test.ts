import type { AddressInfo } from 'node:net';
import { publishedDrawRecordSchema } from '@charity/domain/api/draw';
import { redrawSchema, redrawsOfDrawSchema } from '@charity/domain/api/redraws';
import { winnerCircleSchema } from '@charity/domain/api/winner-circle';
import { drawsReportSchema } from '@charity/domain/reports/report-api';
import { commitToSeed } from '@charity/domain/draws/seed-commitment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import {
  buildDrawApp,
  payEntries,
  prepareGame,
  runManualDraw,
  type GameUnderTest,
} from './draw-fixtures';
import { staffHeaders } from './money-draw-fixtures';
import { verify } from './run-verify-cli';

let t: TestApp;
let origin: string;
let game: GameUnderTest;
let manager: Record<string, string>;
let winningNumber: number;
beforeAll(async () => {
  t = await buildDrawApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  game = await prepareGame(t, 'fiftyfifty', { range: 100, manualDraw: true });
  manager = await staffHeaders(t, 'fiftyfifty', 'manager');
  // Two numbers each for three players, so the winner's other number can be excluded too.
  for (const numbers of [
    [4, 9],
    [16, 25],
    [36, 49],
  ])
    await payEntries(t, game, numbers);
  winningNumber = Number(
    (await runManualDraw(t, manager, game.organizationId, game.instanceId)).WinningNumber,
  );
});
afterAll(() => t.close());

const commit = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/draw/redraw',
    headers,
    payload: {
      OrganizationId: game.organizationId,
      DrawId: game.instanceId,
      Reason: 'SelfExcluded',
      ExcludedEntries: [winningNumber],
      ...body,
    },
  });

const redrawCount = async () =>
  (await t.database.db.selectFrom('redraws').select('id').execute()).length;

async function excludeWinner() {
  const entry = await t.database.db
    .selectFrom('instance_entries')
    .select('player_id')
    .where('game_instance_id', '=', game.instanceId)
    .where('ticket_number', '=', winningNumber)
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('self_exclusions')
    .values({
      organization_id: game.organizationId,
      player_id: entry.player_id,
      period: 'SixMonths',
      starts_at: new Date(Date.now() - 60_000),
      ends_at: new Date(Date.now() + 180 * 86_400_000),
    })
    .execute();
}

describe('a redraw', () => {
  it('is refused with nothing changed: no reason, a reason not met, wrong roles, other organization', async () => {
    expectApiError(await commit(manager, { Reason: undefined }), 400);
    expectApiError(await commit(manager, { Reason: 'Because' }), 400);
    expectApiError(await commit(manager, { ExcludedEntries: [] }), 400);
    // The winner is not self-excluded (yet), and the claim deadline has not passed.
    expect(expectApiError(await commit(manager, {}), 409).Message).toMatch(/not self-excluded/);
    expect(expectApiError(await commit(manager, { Reason: 'Unclaimed' }), 409).Message).toMatch(
      /to claim the prize/,
    );
    const other = winningNumber === 4 ? 9 : 4;
    const missing = await commit(manager, { Reason: 'UnderAge', ExcludedEntries: [other] });
    expect(expectApiError(missing, 400).Message).toMatch(`winning number ${winningNumber}`);
    const stranger = await commit(manager, {
      Reason: 'UnderAge',
      ExcludedEntries: [winningNumber, 77],
    });
    expect(expectApiError(stranger, 400).Message).toMatch(/77 is not in/);
    for (const role of ['auditor', 'support'] as const) {
      expectApiError(
        await commit(await staffHeaders(t, 'fiftyfifty', role), { Reason: 'UnderAge' }),
        403,
      );
    }
    expectApiError(
      await commit(await staffHeaders(t, 'goldrush', 'owner'), { Reason: 'UnderAge' }),
      403,
    );
    // The goldrush owner naming its own organization does not reach this draw either.
    const goldrushId = await t.organizationId('goldrush');
    const crossed = await t.app.inject({
      method: 'POST',
      url: '/api/draw/redraw',
      headers: await staffHeaders(t, 'goldrush', 'owner'),
      payload: {
        OrganizationId: goldrushId,
        DrawId: game.instanceId,
        Reason: 'UnderAge',
        ExcludedEntries: [winningNumber],
      },
    });
    expectApiError(crossed, 404);
    expect(await redrawCount()).toBe(0);
  });

  it('of a self-excluded winner: commits first, excludes the named entries, verifies, keeps the original published', async () => {
    await excludeWinner();
    const sibling =
      [
        [4, 9],
        [16, 25],
        [36, 49],
      ]
        .find((pair) => pair.includes(winningNumber))
        ?.find((n) => n !== winningNumber) ?? 0;
    const committed = await commit(manager, {
      ExcludedEntries: [sibling, winningNumber],
      Note: 'Excluded 2026-11-20',
    });
    expect(committed.statusCode, committed.body).toBe(200);
    const redraw = redrawSchema.parse(committed.json());
    expect(redraw).toMatchObject({
      Status: 'Committed',
      Result: null,
      ReplacedNumber: winningNumber,
      Sequence: 1,
    });
    expect(redraw.ExcludedEntries).toEqual([sibling, winningNumber].sort((a, b) => a - b));

    // Published in advance: the commitment, no seed; the same reason or entry again is refused.
    const before = publishedDrawRecordSchema.parse(
      (await t.app.inject({ url: `/api/draw/published/${redraw.Id}` })).json(),
    );
    expect(before).toMatchObject({
      drawn: false,
      seed: null,
      commitment: redraw.Commitment,
      kind: 'Redraw',
    });
    expectApiError(await commit(manager, {}), 409);
    expect(await redrawCount()).toBe(1);

    const run = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/draw/redraw/run',
        headers: manager,
        payload: { OrganizationId: game.organizationId, RedrawId: redraw.Id },
      });
    const [first, second] = await Promise.all([run(), run()]);
    const ok = [first, second].filter((response) => response.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(
      expectApiError([first, second].find((r) => r.statusCode !== 200) ?? first, 409).Code,
    ).toBe('AlreadyDrawn');
    const drawn = redrawSchema.parse(ok[0]?.json());
    expect(drawn.Result?.EntriesCount).toBe(4);
    expect([winningNumber, sibling]).not.toContain(drawn.Result?.WinningNumber);
    expect(commitToSeed(drawn.Result?.Seed ?? '')).toBe(redraw.Commitment);

    // Twice for the same entry, even after the draw.
    expect(expectApiError(await commit(manager, { Reason: 'UnderAge' }), 409).Message).toMatch(
      /already excluded/,
    );

    const cli = await verify(`${origin}/api/draw/published/${redraw.Id}`);
    expect(cli.stdout).toContain(
      'OK redraw (SelfExcluded) over the drawn list less 2 excluded entries',
    );
    expect(cli.stdout).toContain(`OK winning number ${drawn.Result?.WinningNumber} over 4 entries`);
    expect(cli.code).toBe(0);
    const original = await verify(`${origin}/api/draw/published/${game.instanceId}`);
    expect(original.stdout).toContain(`OK winning number ${winningNumber} over 6 entries`);

    const main = publishedDrawRecordSchema.parse(
      (await t.app.inject({ url: `/api/draw/published/${game.instanceId}` })).json(),
    );
    expect(main).toMatchObject({
      winningNumber,
      redraws: [{ id: redraw.Id, reason: 'SelfExcluded', drawn: true }],
    });

    const year = new Date().getUTCFullYear();
    const circle = winnerCircleSchema.parse(
      (
        await t.app.inject({
          url: `/api/organization/winner-circle-by-organization-id-and-year/${game.organizationId}/${year}`,
          headers: { host: manager.host ?? '' },
        })
      ).json(),
    );
    expect(circle.Winners).toContainEqual(
      expect.objectContaining({
        DrawId: game.instanceId,
        WinningNumber: winningNumber,
        RedrawnBecause: 'SelfExcluded',
      }),
    );
    expect(circle.Winners).toContainEqual(
      expect.objectContaining({
        DrawId: redraw.Id,
        RedrawReason: 'SelfExcluded',
        RedrawnBecause: null,
      }),
    );

    // The draws report of the instance names the redraw and its reason.
    const report = drawsReportSchema.parse(
      (
        await t.app.inject({
          url: `/api/reports/draws/for-organization/${game.organizationId}?gameInstanceId=${game.instanceId}`,
          headers: manager,
        })
      ).json(),
    );
    expect(report.ExtraWinners).toEqual([
      expect.objectContaining({
        DrawId: redraw.Id,
        Kind: 'Redraw',
        RedrawReason: 'SelfExcluded',
        WinningNumber: drawn.Result?.WinningNumber,
      }),
    ]);

    const view = redrawsOfDrawSchema.parse(
      (
        await t.app.inject({
          url: `/api/draw/redraws/for-draw/${game.organizationId}/${game.instanceId}`,
          headers: manager,
        })
      ).json(),
    );
    expect(view.Redraws).toHaveLength(1);
    expect(view.WinnerSelfExcluded).toBe(false);
  }, 60_000);

  it('fails the CLI when a redraw record claims an entry list that is not the drawn one less the excluded', async () => {
    const redraw = await t.database.db.selectFrom('redraws').select('id').executeTakeFirstOrThrow();
    const record = (await t.app.inject({ url: `/api/draw/published/${redraw.id}` })).json<
      Record<string, unknown>
    >();
    const entries = (await t.app.inject({ url: `/api/draw/published/${redraw.id}/entries.txt` }))
      .body;
    const { writeFile, mkdtemp } = await import('node:fs/promises');
    const dir = await mkdtemp('/tmp/redraw-');
    const tampered = {
      ...record,
      entriesText: `${winningNumber}\n${entries}`
        .split('\n')
        .filter(Boolean)
        .map(Number)
        .sort((a, b) => a - b)
        .join('\n'),
      entriesUrl: null,
      redrawOf: {
        ...(record.redrawOf as object),
        baseEntriesUrl: `${origin}/api/draw/published/${game.instanceId}/entries.txt`,
      },
    };
    await writeFile(`${dir}/tampered.json`, JSON.stringify(tampered));
    const cli = await verify(`${dir}/tampered.json`);
    expect(cli.stdout).toContain('FAIL ExclusionMismatch');
    expect(cli.code).toBe(1);
  }, 30_000);
});
