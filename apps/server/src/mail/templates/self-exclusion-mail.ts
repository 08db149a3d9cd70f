import { formatGameTime } from '@charity/domain/game-time-format';
import type { Locale } from '../../identity/pages/locale';
import type { MailBranding, MailContent } from './mail-content';
import { mailTranslator } from './mail-messages';

/** The confirmation of a self-exclusion: until when, what it stops, and where help is. */
export function selfExclusionMail(
  endsAt: Date,
  branding: MailBranding,
  locale: Locale,
): MailContent {
  const t = mailTranslator(locale);
  const date = formatGameTime(endsAt, locale, { withTime: false });
  return {
    subject: t('exclusionSubject', { org: branding.name }),
    blocks: [
      { paragraph: t('exclusionUntil', { date }) },
      { paragraph: t('exclusionEffects') },
      { paragraph: t('exclusionFinal') },
      {
        paragraph: branding.helpline
          ? t('exclusionHelp', { helpline: branding.helpline })
          : t('exclusionHelpProvincial'),
      },
    ],
  };
}
