/** Canada's provinces and territories (ISO 3166-2 subdivision codes) with their names. */
export const CANADIAN_PROVINCES = {
  AB: { en: 'Alberta', fr: 'Alberta' },
  BC: { en: 'British Columbia', fr: 'Colombie-Britannique' },
  MB: { en: 'Manitoba', fr: 'Manitoba' },
  NB: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  NL: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  NS: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  NT: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  NU: { en: 'Nunavut', fr: 'Nunavut' },
  ON: { en: 'Ontario', fr: 'Ontario' },
  PE: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  QC: { en: 'Quebec', fr: 'Québec' },
  SK: { en: 'Saskatchewan', fr: 'Saskatchewan' },
  YT: { en: 'Yukon', fr: 'Yukon' },
} as const;
export type CanadianProvince = keyof typeof CANADIAN_PROVINCES;

/** The United States' states, district and territories (USPS codes). */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
] as const;

const COUNTRY_NAMES: Record<string, { en: string; fr: string }> = {
  CA: { en: 'Canada', fr: 'Canada' },
  US: { en: 'the United States', fr: 'États-Unis' },
};

const languageOf = (language: string): 'en' | 'fr' =>
  language.toLowerCase().startsWith('fr') ? 'fr' : 'en';

const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();

/**
 * A place's name for people: `CA-NS` (or `NS`) → "Nova Scotia" / "Nouvelle-Écosse", `CA` →
 * "Canada". An unknown code is answered as it is.
 */
export function placeName(code: string, language: string): string {
  const lang = languageOf(language);
  const upper = code.trim().toUpperCase();
  const subdivision = upper.startsWith('CA-') ? upper.slice(3) : upper;
  if (subdivision in CANADIAN_PROVINCES) {
    return CANADIAN_PROVINCES[subdivision as CanadianProvince][lang];
  }
  return COUNTRY_NAMES[upper]?.[lang] ?? code;
}

/** The country of a jurisdiction code (`CA-ON` → `CA`), null when there is none. */
export function countryOfJurisdiction(jurisdiction: string | null | undefined): string | null {
  const country = jurisdiction?.trim().slice(0, 2).toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(country) ? country : null;
}

/** A province or state as typed (code, English or French name) → its code; null if unknown. */
export function provinceCode(country: string, value: string): string | null {
  const typed = plain(value);
  if (country === 'CA') {
    for (const [code, names] of Object.entries(CANADIAN_PROVINCES)) {
      if ([code, names.en, names.fr].some((name) => plain(name) === typed)) return code;
    }
    return null;
  }
  if (country === 'US') {
    return (US_STATES as readonly string[]).find((code) => plain(code) === typed) ?? null;
  }
  return value.trim() ? value.trim() : null;
}

/** Canada Post's format: A1A 1A1 (no D, F, I, O, Q, U; no W or Z first). */
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
const US_ZIP_CODE = /^\d{5}(-\d{4})?$/;

export function isPostalCode(country: string, value: string): boolean {
  const trimmed = value.trim();
  if (country === 'CA') return CANADIAN_POSTAL_CODE.test(trimmed);
  if (country === 'US') return US_ZIP_CODE.test(trimmed);
  return trimmed.length >= 3;
}
