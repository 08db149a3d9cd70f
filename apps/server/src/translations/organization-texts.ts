import type { Locale } from '../identity/pages/locale';
import type { Organization } from '../organizations/organization.repository';
import { translated } from './stored-translations';

/** The organization's own texts a visitor reads, in their language where it has them. */
export function organizationTexts(organization: Organization, locale: Locale) {
  return {
    name: translated(organization, 'name', locale, organization.name),
    loginText: translated(organization, 'login_text', locale, organization.login_text),
    statusScreenUrlText: translated(
      organization,
      'status_screen_url_text',
      locale,
      organization.status_screen_url_text,
    ),
    helplineName: translated(organization, 'helpline_name', locale, organization.helpline_name),
  };
}
