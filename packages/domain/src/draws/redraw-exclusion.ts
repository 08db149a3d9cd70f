import type { EntryList } from './entry-list';

/**
 * A redraw's published entries must be exactly the drawn list less the excluded entries:
 * answers what differs (null when they agree). Used by the CLI on a redraw record.
 */
export function exclusionProblem(
  base: EntryList,
  excluded: readonly number[],
  redrawEntries: EntryList,
): string | null {
  const left = new Set(excluded);
  for (const number of excluded) {
    if (!base.includes(number)) return `Excluded entry ${number} is not in the drawn list`;
  }
  let at = 0;
  const numbers = base.ticketNumbers;
  for (let i = 0; i < numbers.length; i++) {
    const number = numbers[i] as number;
    if (left.has(number)) {
      if (redrawEntries.includes(number)) return `Excluded entry ${number} is still in the redraw`;
      continue;
    }
    if (at >= redrawEntries.length || redrawEntries.ticketNumberAt(at) !== number) {
      return `Entry ${number} of the drawn list is missing from the redraw`;
    }
    at++;
  }
  if (at !== redrawEntries.length) {
    return `The redraw has ${redrawEntries.length - at} entries that were not in the drawn list`;
  }
  return null;
}
