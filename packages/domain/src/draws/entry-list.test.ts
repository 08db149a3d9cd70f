import { describe, expect, it } from 'vitest';
import { DrawInputError } from './draw-input-error';
import { EntryList, entrySchema } from './entry-list';

describe('EntryList', () => {
  it('orders entries ascending by ticket number', () => {
    const list = EntryList.fromEntries([
      { ticketNumber: 42 },
      { ticketNumber: 7 },
      { ticketNumber: 19 },
    ]);
    expect(Array.from(list.ticketNumbers)).toEqual([7, 19, 42]);
    expect(list.toEntries()).toEqual([
      { ticketNumber: 7 },
      { ticketNumber: 19 },
      { ticketNumber: 42 },
    ]);
    expect(list.length).toBe(3);
    expect(list.maxTicketNumber).toBe(42);
    expect(list.ticketNumberAt(1)).toBe(19);
  });

  it('does not change the caller’s array', () => {
    const input = [3, 1, 2];
    EntryList.fromTicketNumbers(input);
    expect(input).toEqual([3, 1, 2]);
  });

  it('throws on a duplicate instead of dropping it', () => {
    expect(() => EntryList.fromTicketNumbers([5, 3, 5])).toThrow(
      new DrawInputError('Duplicate entry: ticket number 5 appears more than once'),
    );
  });

  it.each([0, -1, 1.5, Number.NaN, Infinity, 2 ** 53])('refuses %s as a ticket number', (bad) => {
    expect(() => EntryList.fromTicketNumbers([1, bad])).toThrow(DrawInputError);
  });

  it('fromCanonical accepts only strictly ascending numbers', () => {
    expect(EntryList.fromCanonical(Float64Array.of(1, 2, 9)).length).toBe(3);
    expect(() => EntryList.fromCanonical(Float64Array.of(1, 9, 2))).toThrow(/out of order/);
    expect(() => EntryList.fromCanonical(Float64Array.of(1, 2, 2))).toThrow(/Duplicate/);
  });

  it('finds paid numbers by binary search', () => {
    const list = EntryList.fromTicketNumbers([2, 4, 6, 8, 10, 12, 14]);
    for (let n = 0; n <= 15; n++) expect(list.includes(n)).toBe(n > 0 && n % 2 === 0);
    expect(EntryList.fromTicketNumbers([]).includes(1)).toBe(false);
  });

  it('an empty list has no entries and a max of 0', () => {
    const empty = EntryList.fromTicketNumbers([]);
    expect(empty.length).toBe(0);
    expect(empty.maxTicketNumber).toBe(0);
    expect(() => empty.ticketNumberAt(0)).toThrow(RangeError);
  });

  it('publishes nothing but the ticket number', () => {
    expect(entrySchema.safeParse({ ticketNumber: 3 }).success).toBe(true);
    expect(entrySchema.safeParse({ ticketNumber: 3, playerId: 'x' }).success).toBe(false);
    expect(entrySchema.safeParse({ ticketNumber: 0 }).success).toBe(false);
  });
});
