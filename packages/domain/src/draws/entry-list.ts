import { z } from 'zod';
import { DrawInputError } from './draw-input-error';

/** One paid entry of a game instance as published: its ticket number and nothing personal. */
export const entrySchema = z.strictObject({ ticketNumber: z.int().positive() });
export type Entry = z.infer<typeof entrySchema>;

/** Throws unless the value is a ticket number: a positive safe integer. */
export function assertTicketNumber(value: number): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new DrawInputError(`A ticket number must be a positive safe integer, not ${value}`);
  }
}

function assertStrictlyAscending(numbers: Float64Array): void {
  for (let i = 0; i < numbers.length; i++) {
    const value = numbers[i] as number;
    assertTicketNumber(value);
    if (i > 0) {
      const previous = numbers[i - 1] as number;
      if (value === previous) {
        throw new DrawInputError(`Duplicate entry: ticket number ${value} appears more than once`);
      }
      if (value < previous) {
        throw new DrawInputError(`Entries out of order: ${value} comes after ${previous}`);
      }
    }
  }
}

/**
 * The closed list of paid entries of one instance, in canonical order: ticket numbers
 * strictly ascending (a duplicate is an error, never silently dropped). Held as a
 * Float64Array so that ten million entries take 80 MB and sort natively.
 */
export class EntryList {
  readonly #numbers: Float64Array;

  private constructor(numbers: Float64Array) {
    this.#numbers = numbers;
  }

  /** Sorts a copy of the ticket numbers; throws on a duplicate or a non ticket number. */
  static fromTicketNumbers(ticketNumbers: Iterable<number>): EntryList {
    const numbers = Float64Array.from(ticketNumbers);
    let ascending = true;
    for (let i = 0; i < numbers.length; i++) {
      assertTicketNumber(numbers[i] as number);
      if (i > 0 && (numbers[i] as number) <= (numbers[i - 1] as number)) ascending = false;
    }
    if (!ascending) numbers.sort();
    assertStrictlyAscending(numbers);
    return new EntryList(numbers);
  }

  /** Same as fromTicketNumbers, from entry objects. */
  static fromEntries(entries: Iterable<Entry>): EntryList {
    return EntryList.fromTicketNumbers(Float64Array.from(entries, (entry) => entry.ticketNumber));
  }

  /** Takes (without copying) numbers that must already be strictly ascending; else throws. */
  static fromCanonical(ticketNumbers: Float64Array): EntryList {
    assertStrictlyAscending(ticketNumbers);
    return new EntryList(ticketNumbers);
  }

  get length(): number {
    return this.#numbers.length;
  }

  /** Read-only view of the ticket numbers, ascending. */
  get ticketNumbers(): ArrayLike<number> {
    return this.#numbers;
  }

  /** The ticket number at a 0-based position of the canonical order. */
  ticketNumberAt(index: number): number {
    const value = this.#numbers[index];
    if (!Number.isInteger(index) || value === undefined) {
      throw new RangeError(`No entry at index ${index} of ${this.#numbers.length}`);
    }
    return value;
  }

  /** The highest ticket number, or 0 for an empty list. */
  get maxTicketNumber(): number {
    return this.#numbers[this.#numbers.length - 1] ?? 0;
  }

  /** Binary search: was this ticket number paid? */
  includes(ticketNumber: number): boolean {
    let low = 0;
    let high = this.#numbers.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.#numbers[middle] as number;
      if (value === ticketNumber) return true;
      if (value < ticketNumber) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }

  toEntries(): Entry[] {
    return Array.from(this.#numbers, (ticketNumber) => ({ ticketNumber }));
  }
}
