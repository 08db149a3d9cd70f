import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type OrganizationSettings } from '../organizations/organization-settings.repository';
import { type Organization } from '../organizations/organization.repository';
import type { Branding } from './pages/layout';
import { type Locale, type Translate } from './pages/locale';
export interface PageContext {
  organization: Organization;
  settings: OrganizationSettings | undefined;
  origin: string;
  locale: Locale;
  t: Translate;
  branding: Branding;
}
/** The organization named by the authorize request's `organizationId`, else the Host's. */
export declare function organizationFor(
  app: FastifyInstance,
  request: FastifyRequest,
  organizationId: unknown,
): Promise<Organization>;
export declare function pageContext(
  app: FastifyInstance,
  request: FastifyRequest,
  options?: {
    organizationId?: unknown;
    uiLocales?: unknown;
  },
): Promise<PageContext>;
/** The current page's address with `lang` switched, for the language link. */
export declare function otherLanguageLink(
  request: FastifyRequest,
  context: PageContext,
): {
  href: string;
  label: string;
};
