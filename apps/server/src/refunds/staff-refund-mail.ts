import { paths } from '@charity/domain/paths';
import { formatMoney } from '@charity/domain/money-format';
import type { Locale } from '../identity/pages/locale';
import type { MailBranding, MailContent } from '../mail/templates/mail-content';
import { mailTranslator } from '../mail/templates/mail-messages';

export interface StaffRefundNotice {
  kind: 'void' | 'refund';
  instanceName: string;
  ticketNumbers: number[];
  amountCents: number;
  afterDraw: boolean;
  reason: string;
}

/** The player's notice of a void or refund by staff: what, how much, why, and where it goes. */
export function staffRefundMail(
  notice: StaffRefundNotice,
  branding: MailBranding,
  locale: Locale,
): MailContent {
  const t = mailTranslator(locale);
  const vars = {
    org: branding.name,
    instance: notice.instanceName,
    amount: formatMoney(notice.amountCents, locale),
    numbers: notice.ticketNumbers.join(', '),
  };
  const one = notice.ticketNumbers.length === 1;
  const [subject, body] =
    notice.kind === 'refund'
      ? (['refundSubject', 'refundBody'] as const)
      : one
        ? (['voidSubjectOne', 'voidBodyOne'] as const)
        : (['voidSubject', 'voidBody'] as const);
  return {
    subject: t(subject, vars),
    blocks: [
      { paragraph: t(body, vars) },
      ...(notice.afterDraw ? [{ paragraph: t('refundAfterDraw') }] : []),
      { paragraph: t('refundToCard') },
      { paragraph: t('refundReason', { reason: notice.reason }) },
      { link: { label: t('dashboardLink'), href: `${branding.origin}${paths.game.dashboard}` } },
    ],
  };
}
