import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { gameBundlesBodySchema } from '../bundles/bundles';
import { createExtraDrawSchema } from '../api/extra-draws';
import { categorySetupSchema } from './category-setup';
import { speakFieldWords } from './field-words';
import { instanceSetupSchema } from './instance-setup';

beforeAll(() => speakFieldWords());

const messages = (result: { error?: z.ZodError }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const bundles = (numbers: unknown, priceCents: unknown) =>
  messages(gameBundlesBodySchema.safeParse({ bundles: [{ numbers, priceCents }] }));

describe('field words (issue 27): no zod message reaches a person', () => {
  it('words a count of numbers', () => {
    for (const numbers of [-5, 0]) {
      expect(bundles(numbers, 500)['bundles.0.numbers']).toBe('Enter a whole number of 1 or more.');
    }
    for (const numbers of [4.999, Number.NaN, '3']) {
      expect(bundles(numbers, 500)['bundles.0.numbers']).toMatch(/^Enter a whole number/);
    }
    expect(bundles(1e9, 500)['bundles.0.numbers']).toBe('Enter a whole number of 1,000 or less.');
    expect(bundles(null, 500)['bundles.0.numbers']).toBe('This field is required.');
  });

  it('names the fields a call does not take (the provisioning file reads them too)', () => {
    const result = gameBundlesBodySchema.safeParse({ bundles: [], colour: 'red', size: 2 });
    expect(messages(result)['']).toBe('Remove what is not taken here: colour, size.');
  });

  it('words an amount of money', () => {
    for (const price of [-5, 4.999, Number.NaN, 0]) {
      expect(bundles(3, price)['bundles.0.priceCents']).toBe(
        'Enter an amount in dollars, like 2.50.',
      );
    }
    expect(bundles(3, 1e9)['bundles.0.priceCents']).toBe(
      'Enter an amount of $1,000,000.00 or less.',
    );
  });

  it('words texts: empty, missing, too long', () => {
    const category = (name: unknown) =>
      messages(categorySetupSchema.safeParse({ key: 'health', name }))['name'];
    expect(category('')).toBe('This field is required.');
    expect(category(null)).toBe('This field is required.');
    expect(category('x'.repeat(1_000_000))).toBe('must be at most 200 characters');
    const instance = messages(
      instanceSetupSchema.safeParse({
        name: 'Week 9',
        description: 'x'.repeat(1_000_000),
        opensAt: '2030-01-01T10:00',
        salesCloseAt: '2030-01-02T10:00',
        drawAt: '2030-01-02T11:00',
      }),
    );
    expect(instance['description']).toBe('Use at most 2,000 characters.');
  });

  it('words an extra draw’s prize and leaves no raw message anywhere', () => {
    const result = createExtraDrawSchema.safeParse({
      OrganizationId: null,
      Name: '',
      Prize: { Kind: 'Fixed', Amount: -5 },
      CutoffAt: 'x',
    });
    const words = messages(result);
    expect(words['Prize.Amount']).toBe('Enter an amount in dollars, like 2.50.');
    expect(words['Name']).toBe('This field is required.');
    expect(JSON.stringify(words)).not.toMatch(/expected|received|NaN|Too small|Too big|Invalid/);
  });
});
