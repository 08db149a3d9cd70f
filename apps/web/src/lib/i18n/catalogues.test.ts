import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('i18n catalogues', () => {
  it('English and French have exactly the same keys', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('no message is empty', () => {
    const leaves = (catalogue: object) =>
      keys(catalogue).map((key) =>
        key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue),
      );
    expect(
      [...leaves(en), ...leaves(fr)].every((text) => typeof text === 'string' && text.length > 0),
    ).toBe(true);
  });

  it('keeps the spec English texts verbatim', () => {
    expect(en.location).toEqual({
      warningTitle: 'Warning',
      mustAllow: 'You must allow location services to play.',
      notSupported: 'Geolocation is not supported in your browser',
    });
    expect(en.dialog).toEqual({ cancel: 'Cancel', confirm: 'Confirm', okay: 'Okay', ok: 'OK' });
  });
});
