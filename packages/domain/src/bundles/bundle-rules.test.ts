import { describe, expect, it } from 'vitest';
import { bundleProblems } from './bundle-rules';
import { gameSchema } from '../setup/organization-schema';

describe('bundle rules (issue 27)', () => {
  it('takes bundles cheaper per number than the single price', () => {
    expect(
      bundleProblems(
        [
          { numbers: 3, priceCents: 500 },
          { numbers: 5, priceCents: 800 },
        ],
        200,
      ),
    ).toEqual([]);
    expect(bundleProblems([{ numbers: 3, priceCents: 599 }], 200)).toEqual([]);
  });

  it('refuses a bundle of 1 number: that is the single price', () => {
    for (const priceCents of [100, 200, 700]) {
      expect(bundleProblems([{ numbers: 1, priceCents }], 200)).toEqual([
        {
          Path: 'bundles.0.numbers',
          Code: 'BundleOfOne',
          Message:
            'One number is sold at the single price ($2.00): a bundle has 2 numbers or more.',
        },
      ]);
    }
  });

  it('refuses a bundle costing as much as or more than its numbers one by one', () => {
    const problems = bundleProblems(
      [
        { numbers: 2, priceCents: 300 },
        { numbers: 3, priceCents: 900 },
        { numbers: 5, priceCents: 1000 },
      ],
      200,
    );
    expect(problems).toEqual([
      {
        Path: 'bundles.1.priceCents',
        Code: 'BundleNotCheaper',
        Message:
          'A bundle must cost less than its numbers at the single price: 3 numbers cost $6.00 one by one.',
      },
      expect.objectContaining({ Path: 'bundles.2.priceCents', Code: 'BundleNotCheaper' }),
    ]);
  });

  it('is the provisioning file’s rule too', () => {
    const game = {
      key: 'g',
      type: 'GoldRush',
      name: 'G',
      numberRangeMax: 100,
      ticketPriceCents: 200,
      winnerSharePercent: 50,
      schedule: { timeZone: 'America/Halifax' },
    };
    expect(
      gameSchema.safeParse({ ...game, bundles: [{ numbers: 3, priceCents: 500 }] }).success,
    ).toBe(true);
    const refused = gameSchema.safeParse({ ...game, bundles: [{ numbers: 1, priceCents: 100 }] });
    expect(refused.error?.issues[0]?.path).toEqual(['bundles', 0, 'numbers']);
  });
});
