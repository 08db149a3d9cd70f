import { describe, expect, it } from 'vitest';
import adminEn from '../../admin/i18n/en.json';
import adminFr from '../../admin/i18n/fr.json';
import en from './en.json';
import fr from './fr.json';

/** Every text of a catalogue, by its dotted key. */
function texts(node: unknown, key = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[key, node]];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => texts(v, key ? `${key}.${k}` : k));
  return [];
}

// A field's code name, the setup file's format, a processor's key prefix, "game instance".
const CODE_NAME = /\((?:[A-Z][a-z]+){2,}\)/;
const DEVELOPER_WORDS =
  /YAML file|fichier YAML|Polygon|\(pk_…\)|game instance|instance de jeu|of this instance/i;

describe('staff texts in plain words (walkthrough)', () => {
  it('name no code field, file format or “instance”', () => {
    const found = [en, fr, adminEn, adminFr]
      .flatMap((catalogue) => texts(catalogue))
      .filter(([, text]) => CODE_NAME.test(text) || DEVELOPER_WORDS.test(text));
    expect(found).toEqual([]);
  });
});
