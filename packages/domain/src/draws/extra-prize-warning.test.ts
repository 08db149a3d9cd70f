import { describe, expect, it } from 'vitest';
import { extraDrawWarnings } from './extra-prize-warning';

describe('a fixed extra prize above the pot (issue 27)', () => {
  it('warns of a $50 early bird on a $20 pot, and not of one the pot covers or a share', () => {
    expect(extraDrawWarnings({ Kind: 'Fixed', Amount: 5000 }, 2000)).toEqual([
      {
        Code: 'FixedPrizeAbovePot',
        Message:
          'The fixed prize ($50.00) is more than the pot so far ($20.00): the charity pays it in full, even if sales stay low.',
        Prize: 5000,
        Pot: 2000,
      },
    ]);
    expect(extraDrawWarnings({ Kind: 'Fixed', Amount: 2000 }, 2000)).toEqual([]);
    expect(extraDrawWarnings({ Kind: 'Share', Percent: 100 }, 0)).toEqual([]);
  });
});
