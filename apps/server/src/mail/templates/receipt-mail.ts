import { paths } from '@charity/domain/paths';
import { perNumberCents, type Bundle } from '@charity/domain/bundles/bundles';
import { formatGameTime } from '@charity/domain/game-time-format';
import { formatMoney } from '@charity/domain/money-format';
import type { Receipt } from '@charity/domain/payments/payment-api';
import { placeName } from '@charity/domain/address/places';
import type { Locale } from '../../identity/pages/locale';
import type { MailBranding, MailContent } from './mail-content';
import type { RefundLine } from '@charity/domain/payments/refund-lines';
import type { MailMessageKey } from './mail-messages-en';
import { mailTranslator, type MailTranslate } from './mail-messages';

/** "3 numbers for $10.00 ($3.33 a number)": the bundle and its per-number price (AGCO 2.2.2). */
function bundleLine(bundle: Bundle, t: MailTranslate, locale: Locale): string {
  return t('receiptBundleValue', {
    numbers: bundle.Numbers,
    price: formatMoney(bundle.Price, locale),
    each: formatMoney(perNumberCents(bundle), locale),
  });
}

/** When the receipt's game instance is drawn, and the game's zone every time is shown in. */
export interface ReceiptTimes {
  drawAt: Date;
  timeZone: string;
}

/** The draw the numbers are in, or every draw a prepayment pays for and the last one. */
function drawRows(receipt: Receipt, times: ReceiptTimes, locale: Locale) {
  const t = mailTranslator(locale);
  const when = (at: Date | string) => formatGameTime(at, locale, { timeZone: times.timeZone });
  const paid = receipt.PaidDraws ?? [];
  const last = paid[paid.length - 1];
  if (!last) return [[t('receiptDrawDate'), when(times.drawAt)] as const];
  return [
    [t('receiptPaidThrough'), t('receiptPaidThroughDraw', { date: when(last) })] as const,
    [t('receiptPaidDraws'), paid.map(when).join('; ')] as const,
  ];
}

const KIND_KEY = {
  void: 'refundKindVoid',
  refund: 'refundKindRefund',
  cancellation: 'refundKindCancellation',
  prepaid: 'refundKindPrepaid',
  'self-exclusion': 'refundKindSelfExclusion',
  processor: 'refundKindProcessor',
} as const satisfies Record<RefundLine['Kind'], MailMessageKey>;

/** Every refund made on the payment since (a receipt sent again lists them), dated. */
function refundRows(receipt: Receipt, times: ReceiptTimes, locale: Locale) {
  const t = mailTranslator(locale);
  return (receipt.Refunds ?? []).map(
    (refund) =>
      [
        t('receiptRefunded'),
        t('receiptRefundLine', {
          amount: `${formatMoney(refund.Amount, locale)} ${receipt.Currency}`,
          date: formatGameTime(refund.RefundedOn, locale, {
            timeZone: times.timeZone,
            withTime: false,
          }),
          // One number voided reads in the singular.
          kind: t(
            refund.Kind === 'void' && refund.TicketNumbers.length === 1
              ? 'refundKindVoidOne'
              : KIND_KEY[refund.Kind],
            {
              numbers: refund.TicketNumbers.join(', '),
              draws: refund.Draws ?? 0,
            },
          ),
        }),
      ] as const,
  );
}

/**
 * DESIGN.md "Receipts and disclosures": organization and licence, game and instance, draw
 * date, issue date and time, numbers, price, jurisdiction, transaction id, responsible gaming.
 */
export function receiptMail(
  receipt: Receipt,
  times: ReceiptTimes,
  branding: MailBranding,
  locale: Locale,
): MailContent {
  const t = mailTranslator(locale);
  const rows: Array<readonly [string, string]> = [
    [t('receiptOrganization'), receipt.OrganizationName],
    ...(receipt.LicenceNumber ? [[t('receiptLicence'), receipt.LicenceNumber] as const] : []),
    ...(receipt.CharityName ? [[t('receiptCharity'), receipt.CharityName] as const] : []),
    [t('receiptGame'), `${receipt.GameName}, ${receipt.GameInstanceName}`],
    ...drawRows(receipt, times, locale),
    [t('receiptIssued'), formatGameTime(receipt.IssuedOn, locale, { timeZone: times.timeZone })],
    [t('receiptNumbers'), receipt.TicketNumbers.join(', ')],
    ...(receipt.Bundle
      ? [[t('receiptBundle'), bundleLine(receipt.Bundle, t, locale)] as const]
      : []),
    [t('receiptPaid'), `${formatMoney(receipt.Amount, locale)} ${receipt.Currency}`],
    ...refundRows(receipt, times, locale),
    [t('receiptJurisdiction'), placeName(receipt.Jurisdiction, locale)],
    [t('receiptNumber'), receipt.ReceiptNumber],
    [t('receiptTransaction'), receipt.TransactionId],
  ];
  return {
    subject: t('receiptSubject', { number: receipt.ReceiptNumber, org: receipt.OrganizationName }),
    blocks: [
      { paragraph: t('receiptIntro') },
      { rows },
      { link: { label: t('dashboardLink'), href: `${branding.origin}${paths.game.dashboard}` } },
      { paragraph: t('responsibleGaming') },
      { link: { label: t('helpLink'), href: `${branding.origin}${paths.game.getHelp}` } },
    ],
  };
}
