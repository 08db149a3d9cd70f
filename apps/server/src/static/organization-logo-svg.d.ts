import type { Organization } from '../organizations/organization.repository';
/** Up to two initials of the organization's name, skipping small words. */
export declare function initials(name: string): string;
/** The organization's square mark, drawn from its name and theme colours. */
export declare function organizationLogoSvg(organization: Organization): string;
/** The mark beside the organization's name, for headers. */
export declare function organizationCombinedLogoSvg(organization: Organization): string;
