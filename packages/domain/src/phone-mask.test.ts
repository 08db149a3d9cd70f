import { describe, expect, it } from 'vitest';
import { formatNorthAmericanPhone, phoneDigits } from './phone-mask';
import { updateBasicInfoSchema } from './api/player';

describe('North American phone mask', () => {
  it.each([
    ['', ''],
    ['9', '(9'],
    ['902', '(902'],
    ['9025', '(902) 5'],
    ['902555', '(902) 555'],
    ['9025550', '(902) 555-0'],
    ['9025550100', '(902) 555-0100'],
    ['902-555-0100', '(902) 555-0100'],
    ['+1 (902) 555-0100', '(902) 555-0100'],
    ['90255501009999', '(902) 555-0100'],
    ['abc', ''],
  ])('%j is shown as %j', (input, shown) => {
    expect(formatNorthAmericanPhone(input)).toBe(shown);
  });

  it('deleting the digit after a separator removes the separator too', () => {
    expect(formatNorthAmericanPhone('(902) ')).toBe('(902');
    expect(formatNorthAmericanPhone('(902) 555-')).toBe('(902) 555');
  });

  it('keeps only ten national digits', () => {
    expect(phoneDigits('1 902 555 0100')).toBe('9025550100');
  });

  it('a complete masked number passes the basic-info phone rule', () => {
    const result = updateBasicInfoSchema.shape.Phone.safeParse(
      formatNorthAmericanPhone('9025550100'),
    );
    expect(result.success).toBe(true);
    expect(updateBasicInfoSchema.shape.Phone.safeParse('(902) 555-01').success).toBe(false);
  });
});
