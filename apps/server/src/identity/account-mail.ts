import type { FastifyInstance } from 'fastify';
import { sendBrandedMail } from '../mail/send-branded-mail';
import { accountMail, type AccountMailKind } from '../mail/templates/account-mail-content';
import type { PageContext } from './page-context';
import { translator, type Locale } from './pages/locale';

export interface AccountMail {
  kind: AccountMailKind;
  to: string;
  link: string;
  /** The account's language when known; else the page's. */
  locale?: Locale;
}

/** Verification, recovery, e-mail change: sent from the page (or call) that asked for it. */
export async function sendAccountMail(
  app: FastifyInstance,
  page: PageContext,
  mail: AccountMail,
): Promise<void> {
  const locale = mail.locale ?? page.locale;
  await sendBrandedMail(app, {
    organizationId: page.organization.id,
    to: mail.to,
    locale,
    origin: page.origin,
    // The name in the reader's language where the organization has one (branding.name).
    content: (branding) => accountMail(mail.kind, branding.name, mail.link, translator(locale)),
  });
}
