import type { Organization } from '../organizations/organization.repository';

import { markup, type SafeHtml } from '../identity/pages/html';

/** Up to two initials of the organization's name, skipping small words. */
export function initials(name: string): string {
  const words = name
    .split(/[\s/-]+/)
    .filter((word) => /^[\p{Lu}\d]/u.test(word) && !/^(of|the|and|de|la|du)$/i.test(word));
  return (words.length > 0 ? words : [name])
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function mark(organization: Organization, size: number): SafeHtml {
  const radius = size * 0.22;
  return markup`<rect width="${size}" height="${size}" rx="${radius}" fill="${organization.theme_primary}"/><circle cx="${size * 0.78}" cy="${size * 0.22}" r="${size * 0.1}" fill="${organization.theme_accent}"/><text x="${size / 2}" y="${size * 0.54}" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${size * 0.42}" fill="${organization.theme_primary_contrast}">${initials(organization.name)}</text>`;
}

/** The organization's square mark, drawn from its name and theme colours. */
export function organizationLogoSvg(organization: Organization): string {
  return markup`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img"><title>${organization.name}</title>${mark(organization, 96)}</svg>`
    .value;
}

/** The mark beside the organization's name, for headers. */
export function organizationCombinedLogoSvg(organization: Organization): string {
  // Wide enough for bold text in the widest common sans-serif fonts (about 0.68 em a glyph).
  const width = 96 + 24 + Math.ceil(organization.name.length * 34 * 0.68);
  return markup`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 96" role="img"><title>${organization.name}</title>${mark(organization, 96)}<text x="120" y="52" dominant-baseline="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="34" fill="${organization.theme_text}">${organization.name}</text></svg>`
    .value;
}
