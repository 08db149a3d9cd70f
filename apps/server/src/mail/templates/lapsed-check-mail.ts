import { paths } from '@charity/domain/paths';
import { formatGameTime } from '@charity/domain/game-time-format';
import { formatMoney } from '@charity/domain/money-format';
import type { Locale } from '../../identity/pages/locale';
import type { MailBranding, MailContent } from './mail-content';
import { mailTranslator } from './mail-messages';

export interface LapsedCheck {
  numbers: number[];
  amountCents: number;
  currency: string;
  /** When the bank's check lapsed, shown in the game's zone. */
  lapsedAt: Date;
  timeZone: string;
  /** A purchase's numbers go back to the game; a play's stay the player's, unplayed. */
  released: boolean;
}

/** A payment left at the bank's check (3-D Secure) lapsed: what it means for the numbers. */
export function lapsedCheckMail(
  check: LapsedCheck,
  branding: MailBranding,
  locale: Locale,
): MailContent {
  const t = mailTranslator(locale);
  return {
    subject: t('lapsedSubject', { org: branding.name }),
    blocks: [
      {
        paragraph: t('lapsedBody', {
          amount: `${formatMoney(check.amountCents, locale)} ${check.currency.toUpperCase()}`,
          numbers: check.numbers.join(', '),
          time: formatGameTime(check.lapsedAt, locale, { timeZone: check.timeZone }),
        }),
      },
      { paragraph: t(check.released ? 'lapsedReleased' : 'lapsedNotPlayed') },
      { paragraph: t('lapsedAgain') },
      { link: { label: t('dashboardLink'), href: `${branding.origin}${paths.game.dashboard}` } },
    ],
  };
}
