import { countryOfJurisdiction, provinceCode } from './places';

/**
 * The province or state of a jurisdiction code (`CA-NS` → `NS`), null when the code names
 * none that its country knows. Where an address form starts, as its country does.
 */
export function provinceOfJurisdiction(jurisdiction: string | null | undefined): string | null {
  const country = countryOfJurisdiction(jurisdiction);
  const subdivision = jurisdiction?.trim().slice(3) ?? '';
  if (!country || !subdivision) return null;
  return provinceCode(country, subdivision);
}
