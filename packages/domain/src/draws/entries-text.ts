import { DrawInputError } from './draw-input-error';
import { EntryList } from './entry-list';

/**
 * Canonical text of an entry list, for download: one ticket number per line in ascending
 * order, written in decimal ASCII digits (no sign, no leading zero, no spaces), each line
 * ended by "\n"; the empty list is the empty text. Example: "1\n7\n42\n".
 * The parser also accepts "\r\n" endings and a missing final "\n" (what editors and
 * downloads do to text) but nothing else: the entries, not the text, are what is hashed.
 */
export const ENTRIES_TEXT_MEDIA_TYPE = 'text/plain; charset=utf-8';

/** The canonical text in pieces, so a large list is streamed rather than built as one string. */
export function* entriesTextChunks(
  entries: EntryList,
  entriesPerChunk = 65_536,
): Generator<string, void, undefined> {
  const numbers = entries.ticketNumbers;
  for (let start = 0; start < numbers.length; start += entriesPerChunk) {
    const end = Math.min(start + entriesPerChunk, numbers.length);
    const lines = new Array<number>(end - start);
    for (let i = start; i < end; i++) lines[i - start] = numbers[i] as number;
    yield `${lines.join('\n')}\n`;
  }
}

export function serializeEntriesText(entries: EntryList): string {
  return Array.from(entriesTextChunks(entries)).join('');
}

const LF = 10;
const CR = 13;
const ZERO = 48;
const NINE = 57;
const MAX_DIGITS = 16; // Number.MAX_SAFE_INTEGER has 16 digits

function countLines(text: string): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return text.length > 0 && !text.endsWith('\n') ? lines + 1 : lines;
}

/**
 * Parses and validates an entries text: every line a ticket number, strictly ascending.
 * Throws DrawInputError naming the first bad line (1-based). One pass over the characters.
 */
export function parseEntriesText(text: string): EntryList {
  const numbers = new Float64Array(countLines(text));
  let count = 0;
  let line = 1;
  let value = 0;
  let digits = 0;

  const fail = (why: string): never => {
    throw new DrawInputError(`Entries text, line ${line}: ${why}`);
  };
  const endLine = (): void => {
    if (digits === 0) fail('empty line');
    if (!Number.isSafeInteger(value)) fail('ticket number too large');
    const previous = count > 0 ? (numbers[count - 1] as number) : 0;
    if (value === previous) fail(`duplicate ticket number ${value}`);
    if (value < previous) fail(`${value} comes after ${previous}: not ascending`);
    numbers[count++] = value;
    value = 0;
    digits = 0;
    line++;
  };

  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= ZERO && code <= NINE) {
      if (digits === 0 && code === ZERO) fail('zero or a leading zero');
      if (++digits > MAX_DIGITS) fail('ticket number too large');
      value = value * 10 + (code - ZERO);
    } else if (code === LF) {
      endLine();
    } else if (
      code === CR &&
      digits > 0 &&
      (i + 1 === text.length || text.charCodeAt(i + 1) === LF)
    ) {
      // "\r\n" ends a line like "\n"; a final "\r" like the end of the text.
    } else {
      fail(code === CR ? 'stray carriage return' : 'not a ticket number (digits only)');
    }
  }
  if (digits > 0) endLine();
  return EntryList.fromCanonical(count === numbers.length ? numbers : numbers.slice(0, count));
}
