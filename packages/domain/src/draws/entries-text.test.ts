import { describe, expect, it } from 'vitest';
import { DrawInputError } from './draw-input-error';
import { entriesHash } from './entries-hash';
import { entriesTextChunks, parseEntriesText, serializeEntriesText } from './entries-text';
import { EntryList } from './entry-list';

describe('entries text', () => {
  it('writes one ticket number per line, ascending, each line ended by LF', () => {
    expect(serializeEntriesText(EntryList.fromTicketNumbers([42, 1, 7]))).toBe('1\n7\n42\n');
    expect(serializeEntriesText(EntryList.fromTicketNumbers([]))).toBe('');
  });

  it('streams in chunks that join to the whole text', () => {
    const list = EntryList.fromTicketNumbers(Array.from({ length: 10 }, (_, i) => i + 1));
    const chunks = Array.from(entriesTextChunks(list, 4));
    expect(chunks).toEqual(['1\n2\n3\n4\n', '5\n6\n7\n8\n', '9\n10\n']);
  });

  it('round-trips, and the hash survives the trip', () => {
    const list = EntryList.fromTicketNumbers([3, 10, 999, 1_000_000, Number.MAX_SAFE_INTEGER]);
    const parsed = parseEntriesText(serializeEntriesText(list));
    expect(Array.from(parsed.ticketNumbers)).toEqual(Array.from(list.ticketNumbers));
    expect(entriesHash(parsed)).toBe(entriesHash(list));
  });

  it('accepts CRLF endings and a missing final newline', () => {
    expect(Array.from(parseEntriesText('1\r\n7\r\n42\r\n').ticketNumbers)).toEqual([1, 7, 42]);
    expect(Array.from(parseEntriesText('1\n7\n42').ticketNumbers)).toEqual([1, 7, 42]);
    expect(Array.from(parseEntriesText('1\r\n7\r').ticketNumbers)).toEqual([1, 7]);
    expect(parseEntriesText('').length).toBe(0);
  });

  it.each([
    ['1\n\n3\n', 'line 2: empty line'],
    ['\n', 'line 1: empty line'],
    ['1\n03\n', 'line 2: zero or a leading zero'],
    ['0\n', 'line 1: zero or a leading zero'],
    ['1\n-3\n', 'line 2: not a ticket number'],
    ['1\n+3\n', 'line 2: not a ticket number'],
    ['1 \n', 'line 1: not a ticket number'],
    ['1.5\n', 'line 1: not a ticket number'],
    ['1e3\n', 'line 1: not a ticket number'],
    ['1\r2\n', 'line 1: stray carriage return'],
    ['5\n3\n', 'line 2: 3 comes after 5: not ascending'],
    ['5\n5\n', 'line 2: duplicate ticket number 5'],
    ['9007199254740992\n', 'line 1: ticket number too large'],
    ['12345678901234567\n', 'line 1: ticket number too large'],
  ])('refuses %j (%s)', (text, message) => {
    expect(() => parseEntriesText(text)).toThrow(DrawInputError);
    expect(() => parseEntriesText(text)).toThrow(message);
  });
});
