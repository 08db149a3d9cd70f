import { describe, expect, it } from 'vitest';
import {
  gameChangeRefusalMessage,
  numbersPerPlayerWarning,
  refusedGameChanges,
} from './game-change-rule';

const game = {
  type: 'GoldRush',
  ticketPriceCents: 200,
  winnerSharePercent: 50,
  numberRangeMax: 1000,
};
const quiet = { instanceCount: 0, selling: null, highestHeldNumber: 0 };
const selling = {
  instanceCount: 3,
  selling: { name: 'Week 3', soldNumbers: 1 },
  highestHeldNumber: 900,
};

describe('what may change in a game', () => {
  it('lets everything change on a game that never sold', () => {
    const after = {
      type: 'ProgressiveFiftyFifty',
      ticketPriceCents: 500,
      winnerSharePercent: 40,
      numberRangeMax: 10,
    };
    expect(refusedGameChanges(game, after, quiet)).toEqual([]);
  });

  it('keeps price, share and range under sold numbers, and the type once there were instances', () => {
    const after = {
      type: 'ProgressiveFiftyFifty',
      ticketPriceCents: 300,
      winnerSharePercent: 50,
      numberRangeMax: 1000,
    };
    const refusals = refusedGameChanges(game, after, selling);
    expect(refusals.map((refusal) => refusal.field)).toEqual(['type', 'ticketPriceCents']);
    expect(refusals[1]?.message).toBe(
      'Week 3 has 1 sold number: the ticket price cannot change until it is drawn or cancelled',
    );
    expect(gameChangeRefusalMessage(refusals)).toMatch(
      /^The game type and ticket price cannot change now: /,
    );
  });

  it('never ends the range below a number a player holds', () => {
    const state = { ...quiet, instanceCount: 2, highestHeldNumber: 900 };
    expect(refusedGameChanges(game, { ...game, numberRangeMax: 899 }, state)[0]?.message).toBe(
      'players hold numbers up to 900: the range cannot end below it',
    );
    expect(refusedGameChanges(game, { ...game, numberRangeMax: 900 }, state)).toEqual([]);
  });

  it('warns when players hold more than the new numbers per player', () => {
    expect(numbersPerPlayerWarning(5, 0)).toBeNull();
    expect(numbersPerPlayerWarning(5, 2)).toBe(
      '2 players hold more than 5 numbers: they keep them, but cannot get more.',
    );
  });
});
