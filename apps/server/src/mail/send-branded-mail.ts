import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/executor';
import type { Locale } from '../identity/pages/locale';
import type { Organization } from '../organizations/organization.repository';
import { mailBranding } from './templates/mail-branding';
import type { MailBranding, MailContent } from './templates/mail-content';
import { renderMail } from './templates/render-mail';

export interface BrandedMail {
  organizationId: string;
  to: string;
  locale: Locale;
  /** The site the player used, when a request says; else the organization's own. */
  origin?: string;
  /** The organization, when the request read it already. */
  organization?: Organization;
  content(branding: MailBranding): MailContent;
}

/** Writes one e-mail in the organization's colours and the player's language to the outbox. */
export async function sendBrandedMail(
  app: FastifyInstance,
  mail: BrandedMail,
  trx?: Executor,
): Promise<void> {
  const branding = await mailBranding(
    app,
    mail.organizationId,
    mail.origin,
    mail.organization,
    mail.locale,
  );
  const rendered = renderMail(mail.content(branding), branding, mail.locale);
  await app.identity.mailer.send(
    { organizationId: mail.organizationId, to: mail.to, ...rendered },
    trx,
  );
}
