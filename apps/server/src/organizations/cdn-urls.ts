import type { Organization } from './organization.repository';

export const cdnRootFor = (origin: string) => `${origin}/cdn`;

/** Absolute URLs are kept; anything else is a path under the CDN root. */
export function cdnUrl(cdnRoot: string, value: string): string {
  return /^https?:\/\//.test(value) ? value : `${cdnRoot}/${value.replace(/^\/+/, '')}`;
}

export function organizationAssetUrls(cdnRoot: string, organization: Organization) {
  const base = `orgs/${organization.slug}`;
  return {
    LogoUrl: cdnUrl(cdnRoot, organization.logo_url ?? `${base}/logo.svg`),
    CombinedLogoUrl: cdnUrl(cdnRoot, organization.combined_logo_url ?? `${base}/combined-logo.svg`),
    ColorThemeUrl: cdnUrl(cdnRoot, `themes/${organization.slug}.css`),
  };
}
