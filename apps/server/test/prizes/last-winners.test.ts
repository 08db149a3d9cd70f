import { showcaseSchema } from '@charity/domain/api/showcase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDrawApp,
  goldRushSeed,
  payEntries,
  prepareGame,
  runManualDraw,
  setSeed,
  type GameUnderTest,
} from '../draws/draw-fixtures';
import { backdateEntries, runEarlyBird, staffHeaders } from '../draws/money-draw-fixtures';
import { getAs, type TestApp } from '../helpers/test-app';

let t: TestApp;
let game: GameUnderTest;
let manager: Record<string, string>;
beforeAll(async () => {
  t = await buildDrawApp();
  game = await prepareGame(t, 'goldrush', { range: 10, manualDraw: true });
  manager = await staffHeaders(t, 'goldrush', 'manager');
});
afterAll(() => t.close());

const showcase = async () =>
  showcaseSchema.parse((await getAs(t.app, 'goldrush', '/api/showcase')).json());

describe('the public last winners', () => {
  it('shows an early-bird winner, then a rollover in words', async () => {
    await payEntries(t, game, [2, 3]);
    await backdateEntries(t, game.instanceId, [2, 3]);
    await runEarlyBird(t, manager, game, 2_500);
    const afterExtra = await showcase();
    expect(afterExtra.LastWinners).toHaveLength(1);
    expect(afterExtra.LastWinners[0]).toMatchObject({
      PrizeName: 'Early bird',
      Rollover: false,
      Prize: 2_500,
    });

    await setSeed(t, game.instanceId, goldRushSeed(game.instanceId, 10, [2, 3], false).seed);
    const main = await runManualDraw(t, manager, game.organizationId, game.instanceId);
    const afterRollover = await showcase();
    expect(afterRollover.LastWinners[0]).toMatchObject({
      Rollover: true,
      PrizeName: null,
      WinningNumber: main.WinningNumber,
    });
  });
});
