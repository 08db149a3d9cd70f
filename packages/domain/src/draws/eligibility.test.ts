import { describe, expect, it } from 'vitest';
import { ineligiblePlayers, keptEntries, leftOutEntries, leftOutProblem } from './eligibility';
import { EntryList } from './entry-list';

const at = new Date('2026-11-26T20:00:00Z');
const period = (playerId: string, from: string, to: string, optedBackIn?: string) => ({
  playerId,
  startsAt: new Date(from),
  endsAt: new Date(to),
  optedBackInAt: optedBackIn ? new Date(optedBackIn) : null,
});

describe('draw eligibility', () => {
  it('leaves out a player excluded when the draw runs, until they opt back in', () => {
    const ineligible = ineligiblePlayers({
      at,
      exclusions: [
        period('now', '2026-11-01T00:00:00Z', '2027-05-01T00:00:00Z'),
        period('ended', '2026-01-01T00:00:00Z', '2026-11-26T20:00:00Z'),
        period('back', '2026-01-01T00:00:00Z', '2026-07-01T00:00:00Z', '2026-07-02T00:00:00Z'),
        period('later', '2026-11-26T20:00:01Z', '2027-05-01T00:00:00Z'),
      ],
    });
    expect([...ineligible]).toEqual([
      ['now', 'SelfExcluded'],
      ['ended', 'SelfExcluded'],
    ]);
  });

  it('leaves out every entry of an ineligible player, with the reason, in ascending order', () => {
    const ineligible = ineligiblePlayers({
      at,
      exclusions: [period('a', '2026-11-01T00:00:00Z', '2027-05-01T00:00:00Z')],
      replacedWinners: ['a', 'b'],
    });
    const holdings = [
      { entry: 9, playerId: 'a' },
      { entry: 2, playerId: 'b' },
      { entry: 4, playerId: 'c' },
      { entry: 3, playerId: 'a' },
    ];
    const leftOut = leftOutEntries(holdings, ineligible);
    expect(leftOut).toEqual([
      { entry: 2, reason: 'ReplacedWinner' },
      { entry: 3, reason: 'SelfExcluded' },
      { entry: 9, reason: 'SelfExcluded' },
    ]);
    expect(keptEntries([2, 3, 4, 9], leftOut)).toEqual([4]);
  });

  it('lets the verifier find a left-out entry still in the drawn list', () => {
    const leftOut = [{ entry: 3, reason: 'SelfExcluded' as const }];
    expect(leftOutProblem(leftOut, EntryList.fromTicketNumbers([1, 2]))).toBeNull();
    expect(leftOutProblem(leftOut, EntryList.fromTicketNumbers([1, 3]))).toMatch(/Entry 3/);
  });
});
