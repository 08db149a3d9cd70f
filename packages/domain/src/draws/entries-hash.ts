import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { DrawInputError } from './draw-input-error';
import { assertTicketNumber } from './entry-list';
import type { EntryList } from './entry-list';

/**
 * Canonical byte encoding of an entry list: every ticket number, in strictly ascending order,
 * as an unsigned 64-bit big-endian integer (8 bytes), concatenated with no header, separator
 * or length. The entries hash is SHA-256 over those bytes, as 64 lowercase hex digits; the
 * empty list hashes to SHA-256 of nothing (e3b0c442...b855). Example: [1, 258] is the 16
 * bytes 00 00 00 00 00 00 00 01 00 00 00 00 00 00 01 02.
 */
export const ENTRY_ENCODING_BYTES = 8;

/** Entries encoded per SHA-256 update: 8,192 × 8 bytes = 64 KiB, reused for every chunk. */
const CHUNK_ENTRIES = 8192;
const TWO_POW_32 = 0x1_0000_0000;

/** Incremental entries hash, so a server can feed ticket numbers in batches from a cursor. */
export type EntriesHasher = {
  /** Adds the next ticket number; it must be greater than the previous one. */
  add(ticketNumber: number): void;
  addAll(ticketNumbers: ArrayLike<number>): void;
  /** How many entries were added. */
  readonly count: number;
  /** Ends the hash: SHA-256 as 64 lowercase hex digits. */
  digestHex(): string;
};

export function createEntriesHasher(): EntriesHasher {
  const hash = sha256.create();
  const buffer = new Uint8Array(CHUNK_ENTRIES * ENTRY_ENCODING_BYTES);
  const view = new DataView(buffer.buffer);
  let filled = 0;
  let count = 0;
  let previous = 0;
  let finished = false;

  const flush = (): void => {
    if (filled === 0) return;
    hash.update(buffer.subarray(0, filled * ENTRY_ENCODING_BYTES));
    filled = 0;
  };

  const add = (ticketNumber: number): void => {
    if (finished) throw new Error('The entries hash is already finished');
    assertTicketNumber(ticketNumber);
    if (ticketNumber <= previous) {
      throw new DrawInputError(
        ticketNumber === previous
          ? `Duplicate entry: ticket number ${ticketNumber} appears more than once`
          : `Entries out of order: ${ticketNumber} comes after ${previous}`,
      );
    }
    const offset = filled * ENTRY_ENCODING_BYTES;
    view.setUint32(offset, Math.floor(ticketNumber / TWO_POW_32));
    view.setUint32(offset + 4, ticketNumber >>> 0);
    previous = ticketNumber;
    count++;
    filled++;
    if (filled === CHUNK_ENTRIES) flush();
  };

  return {
    add,
    addAll(ticketNumbers) {
      for (let i = 0; i < ticketNumbers.length; i++) add(ticketNumbers[i] as number);
    },
    get count() {
      return count;
    },
    digestHex() {
      if (finished) throw new Error('The entries hash is already finished');
      flush();
      finished = true;
      return bytesToHex(hash.digest());
    },
  };
}

/** The entries hash of a canonical entry list (see ENTRY_ENCODING_BYTES for the bytes). */
export function entriesHash(entries: EntryList): string {
  const hasher = createEntriesHasher();
  hasher.addAll(entries.ticketNumbers);
  return hasher.digestHex();
}
