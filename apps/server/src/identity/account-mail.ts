import type { Mailer } from '../mail/mailer';
import { html } from './pages/html';
import type { Translate } from './pages/locale';

export type AccountMailKind = 'verify' | 'reset' | 'change';

const keys = {
  verify: { subject: 'mailVerifySubject', text: 'mailVerifyText', button: 'continue' },
  reset: { subject: 'mailResetSubject', text: 'mailResetText', button: 'resetTitle' },
  change: { subject: 'mailChangeSubject', text: 'mailChangeText', button: 'emailChangeConfirm' },
} as const;

export interface AccountMail {
  kind: AccountMailKind;
  organization: { id: string; name: string };
  to: string;
  link: string;
  t: Translate;
}

export async function sendAccountMail(mailer: Mailer, mail: AccountMail): Promise<void> {
  const { t, kind } = mail;
  const vars = { org: mail.organization.name };
  const intro = t(keys[kind].text, vars);
  await mailer.send({
    organizationId: mail.organization.id,
    to: mail.to,
    subject: t(keys[kind].subject, vars),
    text: `${intro}\n\n${mail.link}\n\n${t('mailIgnore')}\n`,
    html: html`<p>${intro}</p>
      <p><a href="${mail.link}">${t(keys[kind].button)}</a></p>
      <p>${mail.link}</p>
      <p>${t('mailIgnore')}</p>`.value,
  });
}
