import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/templates/render-mail';
import { staffRefundMail, type StaffRefundNotice } from '../../src/refunds/staff-refund-mail';
import { testBranding as branding } from '../helpers/mail-branding';

const voidOf = (ticketNumbers: number[]): StaffRefundNotice => ({
  kind: 'void',
  instanceName: 'Week 47',
  ticketNumbers,
  amountCents: 200 * ticketNumbers.length,
  afterDraw: false,
  reason: 'Bought by mistake',
});

const textOf = (notice: StaffRefundNotice, locale: 'en' | 'fr') => {
  const mail = staffRefundMail(notice, branding, locale);
  const text = renderMail(mail, branding, locale).text.replace(/[\u00a0\u202f]/g, ' ');
  return { subject: mail.subject.replace(/[\u00a0\u202f]/g, ' '), text };
};

describe('the player’s e-mail of a void by staff (issue 27)', () => {
  it('names one number in the singular and several in the plural, in English', () => {
    const one = textOf(voidOf([300]), 'en');
    expect(one.subject).toBe('Your number for Week 47 was taken out of the draw: $2.00 refunded');
    expect(one.text).toContain(
      'Harbourview Health Foundation took your number 300 for Week 47 out of the draw.',
    );
    const two = textOf(voidOf([300, 301]), 'en');
    expect(two.subject).toBe('Your numbers for Week 47 were taken out of the draw: $4.00 refunded');
    expect(two.text).toContain('took your numbers 300, 301 for Week 47 out of the draw.');
  });

  it('says “retiré du tirage” in French, never “annulé” (which reads as a cancelled draw)', () => {
    const one = textOf(voidOf([300]), 'fr');
    expect(one.subject).toBe(
      'Votre numéro pour Week 47 a été retiré du tirage : 2,00 $ remboursés',
    );
    expect(one.text).toContain('a retiré du tirage votre numéro 300 pour Week 47.');
    const two = textOf(voidOf([300, 301]), 'fr');
    expect(two.subject).toContain('Vos numéros pour Week 47 ont été retirés du tirage');
    for (const mail of [one, two]) expect(`${mail.subject} ${mail.text}`).not.toMatch(/annul/i);
  });
});
