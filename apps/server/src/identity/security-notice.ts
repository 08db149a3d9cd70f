import type { FastifyInstance } from 'fastify';
import { sendBrandedMail } from '../mail/send-branded-mail';
import { securityNoticeMail, type SecurityNotice } from '../mail/templates/security-notice-content';
import { translator, type Locale } from './pages/locale';

export interface NoticeRecipient {
  organizationId: string;
  /** The address the account had before the change. */
  email: string;
  locale: Locale;
}

/**
 * Announces a password or e-mail change to the address the account had before (outbox, the
 * account's language): whoever took the account over cannot hide it from its owner.
 */
export async function sendSecurityNotice(
  app: FastifyInstance,
  to: NoticeRecipient,
  notice: SecurityNotice,
  origin?: string,
): Promise<void> {
  await sendBrandedMail(app, {
    organizationId: to.organizationId,
    to: to.email,
    locale: to.locale,
    ...(origin ? { origin } : {}),
    content: (branding) => securityNoticeMail(notice, branding.name, translator(to.locale)),
  });
}
