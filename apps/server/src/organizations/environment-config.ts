import { CAPTCHA_CHALLENGE_PATH } from '@charity/domain/api/account';
import type { EnvironmentConfig } from '@charity/domain/api/config';
import { isDevelopment, type Env } from '../config/env';
import { appVersion } from '../config/version';
import { cdnRootFor, organizationAssetUrls } from './cdn-urls';
import type { OrganizationSettings } from './organization-settings.repository';
import type { Organization } from './organization.repository';
import type { Locale } from '../identity/pages/locale';
import { organizationTexts } from '../translations/organization-texts';

/** The web app's client id at the embedded identity provider (mounted at /oidc). */
export const WEB_CLIENT_ID = 'charity-web';

/** The organization's help line, when it set one, named in the reader's language if it can. */
export const helplineOf = (organization: Organization, locale: Locale = 'en') =>
  organization.helpline_name && organization.helpline_phone
    ? {
        Name: organizationTexts(organization, locale).helplineName ?? organization.helpline_name,
        Phone: organization.helpline_phone,
      }
    : null;

export function environmentConfig(
  env: Env,
  origin: string,
  organization: Organization,
  settings: OrganizationSettings | undefined,
  locale: Locale = 'en',
): EnvironmentConfig {
  const cdnRoot = cdnRootFor(origin);
  const texts = organizationTexts(organization, locale);
  return {
    AuthConfig: {
      Issuer: env.AUTH_ISSUER ?? `${origin}/oidc`,
      ClientId: env.AUTH_CLIENT_ID ?? WEB_CLIENT_ID,
      ShowDebugInformation: isDevelopment(env),
    },
    CommonUrl: `${origin}/api/`,
    CDNRoot: cdnRoot,
    LocationServiceHelpLink: organization.location_service_help_link,
    CurrentEnvironment: env.CURRENT_ENVIRONMENT,
    // ALTCHA is self-hosted: the "public key" is where the SPA fetches a challenge.
    CaptchaPublicKey: `${origin}${CAPTCHA_CHALLENGE_PATH}`,
    LocationRequired: settings?.location_required ?? false,
    ErrorReportingApiKey: env.ERROR_REPORTING_API_KEY ?? null,
    VersionNumber: appVersion,
    Organization: {
      OrganizationId: organization.id,
      OrganizationName: texts.name,
      ProductName: organization.product_name,
      ...organizationAssetUrls(cdnRoot, organization),
      ContactEmail: organization.contact_email,
      LoginMoreInfoUrl: organization.login_more_info_url,
      LoginText: texts.loginText,
      StripeKey: organization.stripe_public_key,
      StatusScreenUrl: organization.status_screen_url,
      StatusScreenUrlText: texts.statusScreenUrlText,
      Helpline: helplineOf(organization, locale),
      Jurisdiction: settings?.jurisdiction ?? null,
    },
  };
}
