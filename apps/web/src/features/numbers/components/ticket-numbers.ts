/** "7, 77 and 777" style lists are language-aware; numbers are shown as printed on a ticket. */
export function listNumbers(numbers: readonly number[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
    numbers.map(String),
  );
}

/** Specific numbers typed as "7, 77 777": null when something is not a whole number. */
export function parseTicketNumbers(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((part) => !/^\d{1,9}$/.test(part))) return null;
  return parts.map(Number);
}
