import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { DrawInputError } from './draw-input-error';
import { createEntriesHasher, entriesHash } from './entries-hash';
import { EntryList } from './entry-list';

/** The documented encoding, written the slow obvious way: 8-byte big-endian per entry. */
function referenceHash(ticketNumbers: number[]): string {
  const bytes = new Uint8Array(ticketNumbers.length * 8);
  const view = new DataView(bytes.buffer);
  ticketNumbers.forEach((n, i) => view.setBigUint64(i * 8, BigInt(n)));
  return bytesToHex(sha256(bytes));
}

describe('entriesHash', () => {
  it('known answers', () => {
    expect(entriesHash(EntryList.fromTicketNumbers([]))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(entriesHash(EntryList.fromTicketNumbers([1]))).toBe(
      'cd2662154e6d76b2b2b92e70c0cac3ccf534f9b74eb5b89819ec509083d00a50',
    );
    expect(entriesHash(EntryList.fromTicketNumbers([3, 7, 12, 25, 42, 99]))).toBe(
      '0b8f0a7dbc7d8077cc4b33dd24eeeb82a831474b7f06f9712fa7bab4d975efa3',
    );
  });

  it('hashes the canonical list, whatever order the entries came in', () => {
    expect(entriesHash(EntryList.fromTicketNumbers([99, 3, 42, 7, 25, 12]))).toBe(
      referenceHash([3, 7, 12, 25, 42, 99]),
    );
  });

  it('encodes big numbers in all 8 bytes', () => {
    const numbers = [258, 2 ** 32 - 1, 2 ** 32, 2 ** 40 + 5, Number.MAX_SAFE_INTEGER];
    expect(entriesHash(EntryList.fromTicketNumbers(numbers))).toBe(referenceHash(numbers));
  });

  it('matches the reference across chunk boundaries', () => {
    for (const size of [8191, 8192, 8193, 20_000]) {
      const numbers = Array.from({ length: size }, (_, i) => 3 * i + 1);
      expect(entriesHash(EntryList.fromTicketNumbers(numbers))).toBe(referenceHash(numbers));
    }
  });

  it('changes when one entry changes', () => {
    const a = entriesHash(EntryList.fromTicketNumbers([1, 2, 3]));
    const b = entriesHash(EntryList.fromTicketNumbers([1, 2, 4]));
    expect(a).not.toBe(b);
  });

  it('can be fed in batches (a database cursor) with the same result', () => {
    const numbers = Array.from({ length: 10_000 }, (_, i) => 2 * i + 5);
    const hasher = createEntriesHasher();
    for (let start = 0; start < numbers.length; start += 777) {
      hasher.addAll(numbers.slice(start, start + 777));
    }
    hasher.add(1_000_000);
    expect(hasher.count).toBe(10_001);
    expect(hasher.digestHex()).toBe(referenceHash([...numbers, 1_000_000]));
    expect(() => hasher.digestHex()).toThrow(/already finished/);
  });

  it('the streaming hasher refuses duplicates, disorder and non ticket numbers', () => {
    const hasher = createEntriesHasher();
    hasher.addAll([1, 5]);
    expect(() => hasher.add(5)).toThrow(/Duplicate entry/);
    expect(() => hasher.add(4)).toThrow(/out of order/);
    expect(() => hasher.add(0)).toThrow(DrawInputError);
    expect(() => hasher.add(6.5)).toThrow(DrawInputError);
  });
});
