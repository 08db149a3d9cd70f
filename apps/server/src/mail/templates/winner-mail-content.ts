import { drawPaths } from '@charity/domain/draw-paths';
import { formatMoney } from '@charity/domain/money-format';
import type { Locale } from '../../identity/pages/locale';
import type { MailBranding, MailContent } from './mail-content';
import { mailTranslator } from './mail-messages';

export interface WinningDraw {
  firstName: string;
  instanceId: string;
  instanceName: string;
  winningNumber: number;
  prizeCents: number;
}

/** The winner's news, the way to claim, and the public page that proves the draw. */
export function winnerMail(draw: WinningDraw, branding: MailBranding, locale: Locale): MailContent {
  const t = mailTranslator(locale);
  return {
    subject: t('winnerSubject', { instance: draw.instanceName }),
    blocks: [
      { paragraph: t('winnerCongratulations', { name: draw.firstName }) },
      {
        paragraph: t('winnerNumber', {
          number: draw.winningNumber,
          instance: draw.instanceName,
          org: branding.name,
        }),
      },
      { paragraph: t('winnerPrize', { prize: formatMoney(draw.prizeCents, locale) }) },
      { paragraph: t('winnerClaim') },
      {
        link: {
          label: t('winnerVerify'),
          href: `${branding.origin}${drawPaths.verify(draw.instanceId)}`,
        },
      },
    ],
  };
}
