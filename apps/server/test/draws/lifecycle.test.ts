import { currentStatusSchema } from '@charity/domain/api/game-instance';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { openNextInstance } from '../../src/lifecycle/open-instance';
import { runLifecycle } from '../../src/lifecycle/run-lifecycle';
import { testEnv, type TestApp } from '../helpers/test-app';
import { testIdentity } from '../identity/fixtures';
import { buildDrawApp, payEntries, prepareGame, type GameUnderTest } from './draw-fixtures';

let t: TestApp;
let second: App;
let game: GameUnderTest;
beforeAll(async () => {
  t = await buildDrawApp();
  second = await buildApp({
    env: testEnv(),
    db: t.database.db,
    identity: testIdentity,
    draws: { lifecycleIntervalMs: 0 },
  });
  game = await prepareGame(t, 'fiftyfifty', { range: 100, manualDraw: false });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** Three passes at once, from two processes: every step must still happen once. */
const passes = () => Promise.all([runLifecycle(t.app), runLifecycle(second), runLifecycle(t.app)]);

const instances = () =>
  t.database.db
    .selectFrom('game_instances')
    .select(['id', 'sequence', 'status', 'seed_commitment', 'jackpot_cents'])
    .where('game_id', '=', game.gameId)
    .orderBy('sequence')
    .execute();

const audited = async (action: string) =>
  (await t.database.db.selectFrom('audit_log').select('id').where('action', '=', action).execute())
    .length;

const currentStatus = async () =>
  currentStatusSchema.parse(
    (
      await t.app.inject({ url: `/api/organization/current-status/byid/${game.organizationId}` })
    ).json(),
  );

describe('instance lifecycle jobs', () => {
  it('closes sales at sales_close_at, once, and payments see the instance closed', async () => {
    await passes();
    expect((await instances())[0]?.status).toBe('Open');
    await sql`update game_instances set sales_close_at = now() - interval '1 second'
      where id = ${game.instanceId}`.execute(t.database.db);
    await payEntries(t, game, [5, 6]).catch(() => undefined);
    await passes();
    expect((await instances())[0]?.status).toBe('SalesClosed');
    expect(await audited('game-instance.sales-closed')).toBe(1);
    await expect(payEntries(t, game, [7])).rejects.toThrow(/sales are closed/);
    expect((await currentStatus()).CurrentGameInstance?.Status).toBe('SalesClosed');
  });

  it('draws at draw_at and opens the next instance, each once', async () => {
    await sql`update game_instances set draw_at = now() - interval '1 second'
      where id = ${game.instanceId}`.execute(t.database.db);
    await passes();
    await passes();
    const all = await instances();
    expect(all.map((row) => [row.sequence, row.status])).toEqual([
      [1, 'Drawn'],
      [2, 'Open'],
    ]);
    expect(all[1]?.seed_commitment).toMatch(/^[0-9a-f]{64}$/);
    const draws = await t.database.db
      .selectFrom('draws')
      .select(['drawn_by', 'winning_number'])
      .where('game_id', '=', game.gameId)
      .execute();
    expect(draws).toEqual([{ drawn_by: 'scheduler', winning_number: expect.any(Number) }]);
    expect(await audited('game-instance.opened')).toBe(1);
    const status = await currentStatus();
    expect(status.CurrentGameInstance).toMatchObject({ Id: all[1]?.id, Status: 'Open' });
    // Only the commitment is public before the draw.
    const seed = await t.database.db
      .selectFrom('draw_seeds')
      .select('seed')
      .where('game_instance_id', '=', all[1]?.id ?? '')
      .executeTakeFirstOrThrow();
    const published = await t.app.inject({ url: `/api/draw/published/${all[1]?.id ?? ''}` });
    expect(JSON.stringify(status)).not.toContain(seed.seed);
    expect(published.body).not.toContain(seed.seed);
    expect(published.json()).toMatchObject({ seed: null, commitment: all[1]?.seed_commitment });
  });

  it('has no current instance when none is in play; a Scheduled one opens on time', async () => {
    // A game whose instances were all called off (or that never had one) has none in play.
    await t.database.db
      .updateTable('game_instances')
      .set({ status: 'Cancelled' })
      .where('game_id', '=', game.gameId)
      .execute();
    await passes();
    expect((await currentStatus()).CurrentGameInstance).toBeNull();
    const sequences = (await instances()).length;
    await t.database.db
      .insertInto('game_instances')
      .values({
        game_id: game.gameId,
        sequence: sequences + 1,
        name: 'Week 9',
        description: '',
        status: 'Scheduled',
        ticket_price_cents: 500,
        started_on: new Date(Date.now() - 1000),
        sales_close_at: new Date(Date.now() + 3_600_000),
        draw_at: new Date(Date.now() + 7_200_000),
      })
      .execute();
    await passes();
    const opened = (await instances()).at(-1);
    expect(opened?.status).toBe('Open');
    expect(opened?.seed_commitment).toMatch(/^[0-9a-f]{64}$/);
    expect((await currentStatus()).CurrentGameInstance?.Id).toBe(opened?.id);
    // Opening again while one is in play is a no-op.
    expect(await openNextInstance(t.database.db, game.gameId)).toEqual({
      id: opened?.id,
      opened: false,
    });
  });
});
