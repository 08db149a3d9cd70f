import type { Receipt } from '@charity/domain/payments/payment-api';
import { describe, expect, it } from 'vitest';
import { translator, type Locale } from '../../src/identity/pages/locale';
import { accountMail } from '../../src/mail/templates/account-mail-content';
import { RelativeMailLinkError, type MailContent } from '../../src/mail/templates/mail-content';
import { receiptMail } from '../../src/mail/templates/receipt-mail';
import { renderMail } from '../../src/mail/templates/render-mail';
import { lapsedCheckMail } from '../../src/mail/templates/lapsed-check-mail';
import { renewalFailedMail } from '../../src/mail/templates/renewal-failed-mail';
import { winnerMail } from '../../src/mail/templates/winner-mail-content';
import { testBranding as branding } from '../helpers/mail-branding';

const receipt: Receipt = {
  ReceiptNumber: '00000042',
  PaymentId: '00000000-0000-4000-8000-000000000002',
  OrganizationName: 'Harbourview Health Foundation',
  LicenceNumber: 'NS-AGFT-GR-2025-0147',
  CharityName: 'Lunenburg Food Bank',
  GameName: 'Gold Rush',
  GameInstanceName: 'Week 12',
  IssuedOn: '2026-11-22T18:54:15.481Z',
  TicketNumbers: [7, 42],
  Amount: 1800,
  Currency: 'CAD',
  Jurisdiction: 'CA-NS',
  TransactionId: 'sandbox:ch_123',
  ResponsibleGaming: 'Play responsibly.',
};
const times = { drawAt: new Date('2026-11-27T23:00:00Z'), timeZone: 'America/Halifax' };

/** Every template the API sends, in one language. */
const templates = (locale: Locale): Record<string, MailContent> => ({
  verify: accountMail(
    'verify',
    branding.name,
    'https://lotto.example.org/oidc/v?token=t',
    translator(locale),
  ),
  reset: accountMail(
    'reset',
    branding.name,
    'https://lotto.example.org/oidc/r?token=t',
    translator(locale),
  ),
  change: accountMail(
    'change',
    branding.name,
    'https://lotto.example.org/c?token=t',
    translator(locale),
  ),
  receipt: receiptMail(receipt, times, branding, locale),
  renewalFailed: renewalFailedMail({ numbers: [7, 42], reason: 'Declined' }, branding, locale),
  lapsedCheck: lapsedCheckMail(
    {
      numbers: [7, 42],
      amountCents: 1000,
      currency: 'cad',
      lapsedAt: times.drawAt,
      timeZone: times.timeZone,
      released: true,
    },
    branding,
    locale,
  ),
  winner: winnerMail(
    {
      firstName: 'Ann',
      instanceId: receipt.PaymentId,
      instanceName: 'Week 12',
      winningNumber: 42,
      prizeCents: 1234567,
    },
    branding,
    locale,
  ),
});

const textLinks = (text: string) =>
  [...text.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/\S+|(?<=\s)\/\S+/g)].map(([m]) => m);
const htmlLinks = (html: string) =>
  [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map(([, m]) => m ?? '');

describe.each(['en', 'fr'] as const)('every e-mail template in %s', (locale) => {
  it.each(Object.entries(templates(locale)))(
    '%s: absolute links in both parts, branded',
    (_, content) => {
      const mail = renderMail(content, branding, locale);
      const links = [...textLinks(mail.text), ...htmlLinks(mail.html)];
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const link of links) expect(link).toMatch(/^https:\/\/lotto\.example\.org(\/|$)/);
      expect(mail.text).toContain('Harbourview Health Foundation');
      expect(mail.html).toContain('#123456');
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.text).not.toMatch(/\d{4}-\d\d-\d\dT/);
    },
  );
});

describe('the receipt e-mail', () => {
  it('carries every disclosure, times in the game zone with its name, in English', () => {
    const mail = renderMail(receiptMail(receipt, times, branding, 'en'), branding, 'en');
    expect(mail.subject).toBe('Your receipt 00000042 from Harbourview Health Foundation');
    const text = mail.text.replace(/[\u00a0\u202f]/g, ' ');
    for (const line of [
      'Organization: Harbourview Health Foundation',
      'Licence number: NS-AGFT-GR-2025-0147',
      'Game: Gold Rush, Week 12',
      'Draw date: Nov 27, 2026, 7:00 PM AST',
      'Issued: Nov 22, 2026, 2:54 PM AST',
      'Numbers: 7, 42\n',
      'Price paid: $18.00 CAD',
      'Purchased in: Nova Scotia',
      'Receipt number: 00000042',
      'Transaction: sandbox:ch_123',
      'Play responsibly',
      'Get help: https://lotto.example.org/game/get-help',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('is French, with French money and dates, for a French-speaking player', () => {
    const mail = renderMail(receiptMail(receipt, times, branding, 'fr'), branding, 'fr');
    expect(mail.subject).toBe('Harbourview Health Foundation : votre reçu 00000042');
    const text = mail.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Montant payé : 18,00 $ CAD');
    expect(text).toContain('Date du tirage : 27 nov. 2026, 19 h 00 HNA');
    expect(text).toContain('Émis le : 22 nov. 2026, 14 h 54 HNA');
    expect(text).toContain('Jouez de façon responsable');
    expect(mail.html).toContain('Lieu de l’achat');
  });

  it('sent again, lists every refund made on the payment, dated in the game zone (issue 25)', () => {
    const refunded: Receipt = {
      ...receipt,
      Refunds: [
        {
          Kind: 'void',
          Amount: 900,
          RefundedOn: '2026-11-23T02:30:00.000Z',
          TicketNumbers: [42],
          Draws: null,
        },
        {
          Kind: 'processor',
          Amount: 900,
          RefundedOn: '2026-11-24T15:00:00.000Z',
          TicketNumbers: [],
          Draws: null,
        },
      ],
    };
    const en = renderMail(receiptMail(refunded, times, branding, 'en'), branding, 'en');
    const text = en.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(
      'Refunded: $9.00 CAD on Nov 22, 2026: number taken out of the draw (42)',
    );
    expect(text).toContain('Refunded: $9.00 CAD on Nov 24, 2026: refund by the card processor');
    const fr = renderMail(receiptMail(refunded, times, branding, 'fr'), branding, 'fr');
    expect(fr.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'Remboursé : 9,00 $ CAD le 22 nov. 2026 : numéro retiré du tirage (42)',
    );
    // A receipt with no refund says none.
    const plain = renderMail(receiptMail(receipt, times, branding, 'en'), branding, 'en');
    expect(plain.text).not.toContain('Refunded');
  });
});

describe('the renderer', () => {
  it('refuses a relative or non-web link, so no template can send one', () => {
    for (const href of ['/api/draw/published/1', 'draws/1/verify', 'javascript:alert(1)']) {
      const content = { subject: 's', blocks: [{ link: { label: 'x', href } }] };
      expect(() => renderMail(content, branding, 'en')).toThrow(RelativeMailLinkError);
    }
  });

  it('escapes what players typed', () => {
    const content = { subject: 's', blocks: [{ paragraph: '<script>alert(1)</script>' }] };
    expect(renderMail(content, branding, 'en').html).not.toContain('<script>');
  });
});
