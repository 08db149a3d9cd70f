import { z } from 'zod';

export const SAFE_LINK_MESSAGE = 'must be an https: link (http: only for localhost)';

/** Host names that only ever mean this machine: plain http is fine for them. */
const isLocalHost = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';

/**
 * Issue 26: a link staff set that every visitor follows (LoginMoreInfoUrl, StatusScreenUrl,
 * LocationServiceHelpLink, a charity's website): `https:` only, `http:` for localhost hosts.
 * The scheme is read as a browser reads it (the URL parser: entities are not decoded in a URL,
 * tabs and line breaks are dropped), and a link with spaces or control characters is refused
 * outright, so `java\tscript:`, `data:` and `javascript:` never pass.
 */
export function isSafeLink(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(value))
    return false;
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && isLocalHost(url.hostname);
}

/** The one refinement of the set-up screens, the staff calls and the YAML loader. */
export const safeLinkSchema = z.url().refine(isSafeLink, SAFE_LINK_MESSAGE);

export const ASSET_LINK_MESSAGE =
  'must be a path under the CDN (orgs/<slug>/logo.svg) or an https: link (http: only for localhost)';

/** A path the server serves under its CDN root: letters, digits, `._~-/`, no `..` step. */
export function isCdnPath(value: string): boolean {
  return /^\/?[A-Za-z0-9_-][A-Za-z0-9._~/-]*$/.test(value) && !value.split('/').includes('..');
}

/**
 * An organization's logo (logoUrl, combinedLogoUrl): a path under the CDN, or a safe link.
 * Anything else (`javascript:`, `data:`, a formula, markup) is refused where it is set.
 */
export const assetLinkSchema = z
  .string()
  .trim()
  .min(1)
  .refine((value) => isCdnPath(value) || isSafeLink(value), ASSET_LINK_MESSAGE);
