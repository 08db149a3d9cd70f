import type { Translate } from '../../identity/pages/locale';
import type { MailContent } from './mail-content';

export type AccountMailKind = 'verify' | 'reset' | 'change';

const keys = {
  verify: { subject: 'mailVerifySubject', text: 'mailVerifyText', button: 'continue' },
  reset: { subject: 'mailResetSubject', text: 'mailResetText', button: 'resetTitle' },
  change: { subject: 'mailChangeSubject', text: 'mailChangeText', button: 'emailChangeConfirm' },
} as const;

/** Verification, recovery and e-mail change: one link that is the player's credential. */
export function accountMail(
  kind: AccountMailKind,
  organizationName: string,
  link: string,
  t: Translate,
): MailContent {
  const vars = { org: organizationName };
  return {
    subject: t(keys[kind].subject, vars),
    blocks: [
      { paragraph: t(keys[kind].text, vars) },
      { link: { label: t(keys[kind].button), href: link } },
      { paragraph: t('mailIgnore') },
    ],
  };
}
