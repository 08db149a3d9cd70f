import type { Organization } from './organization.repository';
export declare const cdnRootFor: (origin: string) => string;
/** Absolute URLs are kept; anything else is a path under the CDN root. */
export declare function cdnUrl(cdnRoot: string, value: string): string;
export declare function organizationAssetUrls(
  cdnRoot: string,
  organization: Organization,
): {
  LogoUrl: string;
  CombinedLogoUrl: string;
  ColorThemeUrl: string;
};
