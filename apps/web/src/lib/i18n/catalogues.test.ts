import { fieldMessages } from '@charity/domain/registration/field-messages';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';
import { featureCatalogues } from './feature-catalogues';
import { mergeCatalogues } from './merge-catalogues';

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

describe('field rule messages', () => {
  it('are the words of packages/domain, which the hosted pages use too', async () => {
    for (const [language, load] of [
      ['en', () => import('./catalogue-en')],
      ['fr', () => import('./catalogue-fr')],
    ] as const) {
      const merged = mergeCatalogues((await load()).catalogues) as {
        validation: Record<string, unknown>;
      };
      expect(merged.validation).toMatchObject(fieldMessages[language]);
    }
  });
});

describe('feature i18n catalogues', () => {
  const folders = [
    ...new Set(Object.keys(featureCatalogues).map((file) => file.replace(/\/\w+\.json$/, ''))),
  ];

  it('are found', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  it.each(folders)('%s: English and French have the same non-empty keys', (folder) => {
    const english = featureCatalogues[`${folder}/en.json`];
    const french = featureCatalogues[`${folder}/fr.json`];
    expect(english).toBeDefined();
    expect(french).toBeDefined();
    expect(keys(french).sort()).toEqual(keys(english).sort());
    const leaves = (catalogue: object) =>
      keys(catalogue).map((key) =>
        key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue),
      );
    for (const text of [...leaves(english ?? {}), ...leaves(french ?? {})]) {
      expect(typeof text === 'string' && text.length > 0).toBe(true);
    }
  });

  it('never redefine a key of the main catalogue or of another feature', () => {
    const seen = new Set(keys(en));
    for (const folder of folders) {
      for (const key of keys(featureCatalogues[`${folder}/en.json`])) {
        expect(seen.has(key), `${folder}: ${key}`).toBe(false);
        seen.add(key);
      }
    }
  });
});
