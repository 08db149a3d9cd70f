import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, actionsWorded, auditActionWords } from './audit-actions';
import { AUDIT_DETAIL_VALUES, detailValueWords } from './audit-detail-values';
import { AUDIT_DETAIL_KEYS, detailKeyWords, isMoneyDetail } from './audit-detail-words';
import { AUDIT_SUBJECT_TYPES, subjectTypeWords } from './audit-subject-types';
import { humanWords, wordsLanguage } from './audit-words';

const tables = {
  AUDIT_ACTIONS,
  AUDIT_DETAIL_KEYS,
  AUDIT_SUBJECT_TYPES,
  ...Object.fromEntries(
    Object.entries(AUDIT_DETAIL_VALUES).map(([name, words]) => [
      `AUDIT_DETAIL_VALUES ${name}`,
      words,
    ]),
  ),
};

describe('audit words', () => {
  it('names an action in both languages, and an unknown one near to words', () => {
    expect(auditActionWords('game-instance.cancelled', 'en')).toBe('Draw cancelled');
    expect(auditActionWords('game-instance.cancelled', 'fr')).toBe('Tirage annulé');
    expect(auditActionWords('draw.cancel', 'fr')).toBe('Draw cancel');
  });

  it('names detail keys and paths, with the language a translation is in', () => {
    expect(detailKeyWords('prizeCents', 'en')).toBe('Prize');
    expect(detailKeyWords('translations.fr.name', 'en')).toBe('Name (French)');
    expect(detailKeyWords('translations.fr.name', 'fr')).toBe('Nom (français)');
    expect(detailKeyWords('French.GameRules', 'fr')).toBe('Règlement du jeu (français)');
    expect(detailKeyWords('schedule.drawTime', 'en')).toBe('Draw time');
    expect(detailKeyWords('theme.primary', 'en')).toBe('Colours › Main colour');
    expect(detailKeyWords('priceCents', 'fr')).toBe('Prix');
    expect(detailKeyWords('someNewField', 'fr')).toBe('Some new field');
  });

  it('names detail values by the detail that holds them, an unknown one as it is', () => {
    expect(detailValueWords('role', 'manager', 'fr')).toBe('Gestionnaire');
    expect(detailValueWords('changes.status', 'Open', 'fr')).toBe('Ouvert');
    expect(detailValueWords('state', 'IdentityChecked', 'en')).toBe('Identity checked');
    expect(detailValueWords('changed', 'French.GameRules', 'en')).toBe('Game rules (French)');
    expect(detailValueWords('columns', 'max_numbers_per_player', 'en')).toBe(
      'Numbers per player at most',
    );
    expect(detailValueWords('type', 2, 'en')).toBe('50/50 (half the pot to the winner)');
    expect(detailValueWords('reason', 'card_declined', 'fr')).toBe('card_declined');
    expect(detailValueWords('name', 'Open', 'en')).toBe('Open');
  });

  it('names subject types', () => {
    expect(subjectTypeWords('game-instance', 'fr')).toBe('Tirage');
    expect(subjectTypeWords('staff-invitation', 'en')).toBe('Staff invitation');
    expect(subjectTypeWords('new-thing', 'en')).toBe('New thing');
  });

  it('tells money details and the reader’s language', () => {
    expect(isMoneyDetail('prize.fixedCents')).toBe(true);
    expect(isMoneyDetail('Amount')).toBe(true);
    expect(isMoneyDetail('winningNumber')).toBe(false);
    expect(wordsLanguage('fr-CA')).toBe('fr');
    expect(wordsLanguage(undefined)).toBe('en');
    expect(humanWords('ip-allow-list')).toBe('Ip allow list');
  });

  it('writes French with the typographic apostrophe and no space before ; ? !', () => {
    for (const [name, table] of Object.entries(tables)) {
      for (const [key, words] of Object.entries(table)) {
        expect(words.fr, `${name} ${key}`).not.toMatch(/'|\s[;?!]/);
        expect(words.en, `${name} ${key}`).not.toMatch(/'/);
        expect(words.en.trim(), `${name} ${key}`).not.toBe('');
      }
    }
  });
});

describe('actions found by their words', () => {
  it('finds an action by its English or French words, in any case', () => {
    expect(actionsWorded('role changed')).toEqual(['staff.role-changed']);
    expect(actionsWorded('RÔLE CHANGÉ')).toEqual(['staff.role-changed']);
    expect(actionsWorded('   ')).toEqual([]);
    expect(actionsWorded('no such words anywhere')).toEqual([]);
  });
});
