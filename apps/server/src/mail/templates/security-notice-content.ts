import type { Translate } from '../../identity/pages/locale';
import type { MailContent } from './mail-content';

export type SecurityNotice =
  { kind: 'password-changed' } | { kind: 'email-changed'; newEmail: string };

/** What changed on the account, said to the address it had before; no link to follow. */
export function securityNoticeMail(
  notice: SecurityNotice,
  organizationName: string,
  t: Translate,
): MailContent {
  const vars = { org: organizationName };
  const [subject, text] =
    notice.kind === 'password-changed'
      ? [t('noticePasswordSubject', vars), t('noticePasswordText', vars)]
      : [t('noticeEmailSubject', vars), t('noticeEmailText', { ...vars, email: notice.newEmail })];
  return { subject, blocks: [{ paragraph: text }, { paragraph: t('noticeNotYou', vars) }] };
}
