import type { Organization } from '../organizations/organization.repository';

/** The only values written into CSS: `#rrggbb` colours (setup/organization-schema.ts). */
const COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * The organization's colour theme as the CSS variables the SPA reads (ColorThemeUrl), and the
 * page's inline theme. No text a person typed is written into CSS (issue 26: the name in a
 * comment closed it); a colour that is not `#rrggbb` is left out, so the app's default shows.
 */
export function themeCss(organization: Organization): string {
  const variables: Record<string, string> = {
    '--brand-primary': organization.theme_primary,
    '--brand-primary-contrast': organization.theme_primary_contrast,
    '--brand-accent': organization.theme_accent,
    '--brand-background': organization.theme_background,
    '--brand-surface': organization.theme_surface,
    '--brand-text': organization.theme_text,
  };
  const lines = Object.entries(variables)
    .filter(([, value]) => COLOUR.test(value))
    .map(([name, value]) => `  ${name}: ${value};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}
