const MAX_DIGITS = 10;

/** The ten digits of a North American number; a leading country code 1 is dropped. */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  const national = digits.length > MAX_DIGITS && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, MAX_DIGITS);
}

/**
 * The input mask for a North American phone number: `(902) 555-0100`. A separator appears
 * only once the digit after it is typed, so deleting never gets stuck on a bracket or dash.
 */
export function formatNorthAmericanPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}
