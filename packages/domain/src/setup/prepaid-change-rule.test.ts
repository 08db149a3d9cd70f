import { describe, expect, it } from 'vitest';
import { prepaidRefusals } from './prepaid-change-rule';

const game = {
  type: 'GoldRush',
  ticketPriceCents: 200,
  winnerSharePercent: 50,
  numberRangeMax: 999,
};

describe('price and share under prepaid draws', () => {
  it('refuses each of them, with its own words, while prepaid draws are to come', () => {
    const after = { ...game, ticketPriceCents: 300, winnerSharePercent: 40 };
    expect(prepaidRefusals(game, after, { players: 2 })).toEqual([
      {
        field: 'ticketPriceCents',
        message:
          '2 players prepaid later draws at the current ticket price: the ticket price cannot ' +
          'change until those draws are played or refunded',
      },
      {
        field: 'winnerSharePercent',
        message:
          '2 players prepaid later draws under the current winner share: the winner share ' +
          'cannot change until those draws are played or refunded',
      },
    ]);
  });

  it('lets them change without prepaid draws, and says a field once', () => {
    const after = { ...game, ticketPriceCents: 300, numberRangeMax: 500 };
    expect(prepaidRefusals(game, after, { players: 0 })).toEqual([]);
    const refused = [{ field: 'ticketPriceCents' as const, message: 'sold' }];
    expect(prepaidRefusals(game, after, { players: 1 }, refused)).toEqual([]);
    expect(prepaidRefusals(game, { ...game, numberRangeMax: 500 }, { players: 1 })).toEqual([]);
  });
});
