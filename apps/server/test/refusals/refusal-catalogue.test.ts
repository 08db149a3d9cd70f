import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REFUSAL_WORDS,
  wordsOf,
  type Refusal,
  type RefusalKey,
} from '../../src/refusals/refusal-catalogue';
import { ENGLISH_BEFORE, REFUSAL_SAMPLES, SAMPLE_ID } from './refusal-samples';

const keys = Object.keys(REFUSAL_WORDS) as RefusalKey[];
const sample = (key: RefusalKey): Refusal => {
  const [params] = REFUSAL_SAMPLES[key] as unknown[];
  return params === undefined ? { key } : { key, params };
};

describe('the refusal catalogue (decision 0026)', () => {
  it('words every key in English and in French, and the two differ', () => {
    for (const key of keys) {
      const english = wordsOf(sample(key), 'en');
      const french = wordsOf(sample(key), 'fr');
      expect(english, key).not.toBe('');
      expect(french, key).not.toBe('');
      expect(french, key).not.toBe(english);
    }
  });

  it('keeps the English of every refusal byte for byte', () => {
    for (const [key, english] of Object.entries(ENGLISH_BEFORE)) {
      expect(wordsOf(sample(key as RefusalKey), 'en'), key).toBe(english);
    }
  });

  it('writes French the house way: ’ only, no space before ; ? !, a space before a colon', () => {
    for (const key of keys) {
      const french = wordsOf(sample(key), 'fr');
      expect(french, key).not.toMatch(/'/);
      expect(french, key).not.toMatch(/\s[;?!]/);
      expect(french, key).not.toMatch(/[^\s\d{}A-Z]:\s/);
    }
  });

  it('writes numbers and amounts the French way', () => {
    const french = (key: RefusalKey) => wordsOf(sample(key), 'fr').replace(/\s/g, ' ');
    expect(french('numbers.request')).toBe('Les numéros vont de 1 à 500 000.');
    expect(french('spendingLimit.reached')).toBe(
      'Ce paiement de 10,00 $ dépasserait votre limite de dépenses hebdomadaire de 20,00 $ (15,00 $ déjà dépensés).',
    );
    expect(french('bundle.notInForce')).toBe(
      'Le lot 3 pour 5,00 $ n’est pas en vente pour ce tirage. Lots en vente : 5 pour 8,00 $, 10 pour 15,00 $.',
    );
  });
});

/** Every .ts file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('no refusal left in English only', () => {
  const src = join(import.meta.dirname, '../../src');
  // The hosted pages have their own EN/FR messages; the catalogue is the one place of refusals.
  const files = sources(src).filter(
    (path) => !path.includes('/refusals/') && !path.includes('/identity/pages/'),
  );
  const text = files.map((path) => readFileSync(path, 'utf8')).join('\n');

  it('raises every sentence the old French table covered by its key, never as English', () => {
    const escape = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const english of Object.values(ENGLISH_BEFORE)) {
      // The sentence as a literal, its id as a template's `${...}`.
      const literal = escape(english).replaceAll(escape(SAMPLE_ID), '\\$\\{[^}]+\\}');
      expect(text, english).not.toMatch(new RegExp(`['\`]${literal}['\`]`));
    }
  });
});
