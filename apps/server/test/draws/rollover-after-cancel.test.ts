import { drawResultSchema } from '@charity/domain/api/draw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNextInstance } from '../../src/lifecycle/open-instance';
import type { TestApp } from '../helpers/test-app';
import {
  adminHeaders,
  buildDrawApp,
  goldRushSeed,
  openInstanceRow,
  payEntries,
  postManualRun,
  prepareGame,
  setSeed,
} from './draw-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildDrawApp();
});
afterAll(() => t.close());

describe('GoldRush after a cancelled draw', () => {
  it('keeps a rolled-over jackpot through a cancelled draw: the next one opens with it', async () => {
    const admin = await adminHeaders(t, 'goldrush');
    const game = await prepareGame(t, 'goldrush', { range: 10, manualDraw: true, share: 50 });
    // Numbers nobody holds yet in this file's game (a GoldRush number stays its player's).
    const { seed } = goldRushSeed(game.instanceId, 10, [6, 8, 10], false);
    await setSeed(t, game.instanceId, seed);
    await payEntries(t, game, [6, 8, 10]);
    const { Rollover } = drawResultSchema.parse((await postManualRun(t, admin, game)).json());
    expect(Rollover).toBeGreaterThanOrEqual(300);
    const carried = await openInstanceRow(t, game.gameId);
    expect(carried.jackpot_cents).toBe(Rollover);
    // Cancelled before any sale (a cancel with sales refunds them first, then ends here too).
    await t.database.db
      .updateTable('game_instances')
      .set({ status: 'Cancelled' })
      .where('id', '=', carried.id)
      .execute();
    const opened = await openNextInstance(t.database.db, game.gameId);
    expect(opened?.opened).toBe(true);
    const next = await openInstanceRow(t, game.gameId);
    expect(next.id).not.toBe(carried.id);
    expect(next).toMatchObject({ jackpot_cents: Rollover, pot_total_cents: Rollover });
  });
});
