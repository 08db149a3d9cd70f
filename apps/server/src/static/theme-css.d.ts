import type { Organization } from '../organizations/organization.repository';
/** The organization's colour theme as the CSS variables the SPA reads (ColorThemeUrl). */
export declare function themeCss(organization: Organization): string;
