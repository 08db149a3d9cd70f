import type { FastifyInstance } from 'fastify';
import { cdnRootFor, organizationAssetUrls } from '../../organizations/cdn-urls';
import { helplineOf } from '../../organizations/environment-config';
import { organizationOrigin } from '../../organizations/organization-origin';
import {
  findOrganizationById,
  type Organization,
} from '../../organizations/organization.repository';
import type { Locale } from '../../identity/pages/locale';
import { organizationTexts } from '../../translations/organization-texts';
import type { MailBranding } from './mail-content';

/**
 * The organization as its e-mails show it, its name in the reader's language where it has one;
 * `origin` when a request named the site, and the organization itself when the request read it.
 */
export async function mailBranding(
  app: FastifyInstance,
  organizationId: string,
  origin?: string,
  known?: Organization,
  locale: Locale = 'en',
): Promise<MailBranding> {
  const organization =
    known?.id === organizationId ? known : await findOrganizationById(app.db, organizationId);
  if (!organization) throw new Error(`No organization ${organizationId}`);
  const helpline = helplineOf(organization, locale);
  const site = origin ?? (await organizationOrigin(app.db, app.env, organization));
  return {
    organizationId,
    name: organizationTexts(organization, locale).name,
    origin: site,
    logoUrl: organizationAssetUrls(cdnRootFor(site), organization).LogoUrl,
    primary: organization.theme_primary,
    primaryContrast: organization.theme_primary_contrast,
    contactEmail: organization.contact_email,
    helpline: helpline ? `${helpline.Name} ${helpline.Phone}` : null,
  };
}
