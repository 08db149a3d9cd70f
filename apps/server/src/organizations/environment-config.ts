import type { EnvironmentConfig } from '@charity/domain/api/config';
import { isDevelopment, type Env } from '../config/env';
import { appVersion } from '../config/version';
import { cdnRootFor, organizationAssetUrls } from './cdn-urls';
import type { OrganizationSettings } from './organization-settings.repository';
import type { Organization } from './organization.repository';

/** The web app's client id at the embedded identity provider (mounted at /oidc). */
export const WEB_CLIENT_ID = 'charity-web';

export function environmentConfig(
  env: Env,
  origin: string,
  organization: Organization,
  settings: OrganizationSettings | undefined,
): EnvironmentConfig {
  const cdnRoot = cdnRootFor(origin);
  return {
    AuthConfig: {
      Issuer: `${origin}/oidc`,
      ClientId: WEB_CLIENT_ID,
      ShowDebugInformation: isDevelopment(env),
    },
    CommonUrl: `${origin}/api/`,
    CDNRoot: cdnRoot,
    LocationServiceHelpLink: organization.location_service_help_link,
    CurrentEnvironment: env.CURRENT_ENVIRONMENT,
    CaptchaPublicKey: null,
    LocationRequired: settings?.location_required ?? false,
    ErrorReportingApiKey: env.ERROR_REPORTING_API_KEY ?? null,
    VersionNumber: appVersion,
    Organization: {
      OrganizationId: organization.id,
      OrganizationName: organization.name,
      ProductName: organization.product_name,
      ...organizationAssetUrls(cdnRoot, organization),
      ContactEmail: organization.contact_email,
      LoginMoreInfoUrl: organization.login_more_info_url,
      LoginText: organization.login_text,
      StripeKey: organization.stripe_public_key,
      StatusScreenUrl: organization.status_screen_url,
      StatusScreenUrlText: organization.status_screen_url_text,
    },
  };
}
