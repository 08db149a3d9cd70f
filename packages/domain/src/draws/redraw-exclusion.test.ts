import { describe, expect, it } from 'vitest';
import { EntryList } from './entry-list';
import { exclusionProblem } from './redraw-exclusion';

const list = (...numbers: number[]) => EntryList.fromTicketNumbers(numbers);

describe('redraw exclusion check', () => {
  it('agrees when the redraw list is the drawn list less the excluded entries', () => {
    expect(exclusionProblem(list(1, 4, 7, 9), [4, 9], list(1, 7))).toBeNull();
  });
  it('names what differs', () => {
    expect(exclusionProblem(list(1, 4, 7), [4], list(1, 4, 7))).toMatch(/still in the redraw/);
    expect(exclusionProblem(list(1, 4, 7), [4], list(1))).toMatch(/7 .* missing/);
    expect(exclusionProblem(list(1, 4, 7), [4], list(1, 7, 8))).toMatch(/not in the drawn list/);
    expect(exclusionProblem(list(1, 4, 7), [5], list(1, 4, 7))).toMatch(/5 is not in/);
  });
});
