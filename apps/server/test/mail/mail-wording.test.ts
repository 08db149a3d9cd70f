import { describe, expect, it } from 'vitest';
import { messagesFr } from '../../src/identity/pages/messages-fr';
import { mailMessagesEn } from '../../src/mail/templates/mail-messages-en';
import { mailMessagesFr } from '../../src/mail/templates/mail-messages-fr';
import { mailTranslator } from '../../src/mail/templates/mail-messages';

/** Words that take an article in French: "à Le 50/50 du mois", "de Fondation …". */
const beforeAName = /(?:\bà|\bde|\bdu|\bau|\baux|\bdes|\bchez|\btirage)\s+\{(?:org|instance)\}/i;

describe('e-mail wording (issue 28: French that reads like a template)', () => {
  it('no e-mail writes a plural as "(s)"', () => {
    const texts = [...Object.values(mailMessagesEn), ...Object.values(mailMessagesFr)];
    expect(texts.filter((text) => /\(e?s\)/.test(text))).toEqual([]);
  });

  it('no French e-mail puts an article-taking word before the organization or the draw', () => {
    const texts = [...Object.values(mailMessagesFr), ...Object.values(messagesFr)];
    expect(texts.filter((text) => typeof text === 'string' && beforeAName.test(text))).toEqual([]);
  });

  it('counts refunded prepaid draws with one and many', () => {
    const fr = mailTranslator('fr');
    const en = mailTranslator('en');
    expect(fr('prepaidRefundBodyOne', { amount: '2,00 $', draws: 1 })).toContain(
      'pour 1 tirage prépayé pas encore ouvert.',
    );
    expect(fr('prepaidRefundBodyOther', { amount: '16,00 $', draws: 8 })).toContain(
      'pour 8 tirages prépayés pas encore ouverts.',
    );
    expect(en('prepaidRefundBodyOne', { amount: '$2.00', draws: 1 })).toContain(
      'for 1 prepaid draw that',
    );
    expect(en('prepaidRefundBodyOther', { amount: '$16.00', draws: 8 })).toContain(
      'for 8 prepaid draws that',
    );
  });
});
