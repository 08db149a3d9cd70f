import { describe, expect, it } from 'vitest';
import { fieldChanges } from './field-changes';

describe('fieldChanges', () => {
  it('lists changed fields with dotted paths, before and after', () => {
    expect(
      fieldChanges(
        { name: 'A', settings: { minimumAge: 18, licenceNumber: null }, hosts: ['a'] },
        { name: 'A', settings: { minimumAge: 19, licenceNumber: 'L-1' }, hosts: ['a', 'b'] },
      ),
    ).toEqual({
      'settings.minimumAge': { before: 18, after: 19 },
      'settings.licenceNumber': { before: null, after: 'L-1' },
      hosts: { before: ['a'], after: ['a', 'b'] },
    });
  });

  it('is empty when nothing changed, and sees added and removed fields', () => {
    expect(fieldChanges({ a: 1 }, { a: 1 })).toEqual({});
    expect(fieldChanges({ a: 1 }, { b: 2 })).toEqual({
      a: { before: 1, after: null },
      b: { before: null, after: 2 },
    });
  });
});
