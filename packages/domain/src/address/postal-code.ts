/**
 * A postal code as it is stored: upper case, and a Canadian one as Canada Post writes it
 * ("b3h1a1" → "B3H 1A1"), so that checkout pre-fills the card's postal code the same way
 * whichever form took the address.
 */
export function normalPostalCode(country: string, value: string): string {
  const upper = value.trim().toUpperCase();
  if (country.trim().toUpperCase() !== 'CA') return upper;
  const compact = upper.replace(/\s+/g, '');
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : upper;
}
