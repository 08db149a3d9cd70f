import { chosenLanguage } from './pages/chosen-language';
import { organizationTexts } from '../translations/organization-texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cdnRootFor, organizationAssetUrls } from '../organizations/cdn-urls';
import { resolveOrganizationByHost } from '../organizations/host-resolver';
import {
  findOrganizationSettings,
  type OrganizationSettings,
} from '../organizations/organization-settings.repository';
import type { Organization } from '../organizations/organization.repository';
import { requestOrigin } from '../organizations/request-origin';
import type { Branding } from './pages/layout';
import { pickLocale, translator, type Locale, type Translate } from './pages/locale';

export interface PageContext {
  organization: Organization;
  settings: OrganizationSettings | undefined;
  origin: string;
  locale: Locale;
  t: Translate;
  branding: Branding;
}

/**
 * The Host's organization, always: an authorize request's `organizationId` naming another
 * organization must not sign that organization's accounts in here (one organization per
 * host). A matching `organizationId` changes nothing.
 */
export async function organizationFor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Organization> {
  return resolveOrganizationByHost(app.db, request.host, app.env.DEFAULT_ORGANIZATION);
}

export async function pageContext(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { uiLocales?: unknown } = {},
): Promise<PageContext> {
  const organization = await organizationFor(app, request);
  const origin = requestOrigin(request, app.env.PUBLIC_ORIGIN);
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?.lang ?? options.uiLocales;
  const locale = pickLocale(
    [asked, chosenLanguage(request.headers)].filter((tag) => typeof tag === 'string').join(' '),
    request.headers['accept-language'],
  );
  const assets = organizationAssetUrls(cdnRootFor(''), organization);
  return {
    organization,
    settings: await findOrganizationSettings(app.db, organization.id),
    origin,
    locale,
    t: translator(locale),
    branding: {
      name: organizationTexts(organization, locale).name,
      logoUrl: assets.LogoUrl,
      themeUrl: assets.ColorThemeUrl,
    },
  };
}

/** The current page's address with `lang` switched, for the language link. */
export function otherLanguageLink(request: FastifyRequest, context: PageContext) {
  const url = new URL(request.url, 'http://page');
  const other = context.locale === 'fr' ? 'en' : 'fr';
  url.searchParams.set('lang', other);
  return { href: `${url.pathname}${url.search}`, label: context.t('language') };
}
