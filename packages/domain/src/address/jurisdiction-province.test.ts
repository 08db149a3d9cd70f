import { describe, expect, it } from 'vitest';
import { provinceOfJurisdiction } from './jurisdiction-province';

describe('provinceOfJurisdiction', () => {
  it("answers the province of a Canadian jurisdiction's code", () => {
    expect(provinceOfJurisdiction('CA-NS')).toBe('NS');
    expect(provinceOfJurisdiction(' ca-on ')).toBe('ON');
  });

  it('answers null for a country alone, an unknown subdivision or nothing', () => {
    expect(provinceOfJurisdiction('CA')).toBeNull();
    expect(provinceOfJurisdiction('CA-ZZ')).toBeNull();
    expect(provinceOfJurisdiction('')).toBeNull();
    expect(provinceOfJurisdiction(null)).toBeNull();
  });
});
