import { paths } from '@charity/domain/paths';
import type { Locale } from '../../identity/pages/locale';
import type { MailBranding, MailContent } from './mail-content';
import { mailTranslator } from './mail-messages';

export interface RenewalFailure {
  numbers: number[];
  /** The processor's reason, as it gave it. */
  reason: string;
}

/** An automatic play the saved card could not pay: what happened and what to do. */
export function renewalFailedMail(
  failure: RenewalFailure,
  branding: MailBranding,
  locale: Locale,
): MailContent {
  const t = mailTranslator(locale);
  return {
    subject: t('renewalSubject', { org: branding.name }),
    blocks: [
      {
        paragraph: t('renewalFailed', {
          numbers: failure.numbers.join(', '),
          reason: failure.reason,
        }),
      },
      { paragraph: t('renewalNotPlayed') },
      { link: { label: t('dashboardLink'), href: `${branding.origin}${paths.game.dashboard}` } },
      { paragraph: t('renewalStaysOn') },
    ],
  };
}
