import type { Organization } from '../organizations/organization.repository';

/** The organization's colour theme as the CSS variables the SPA reads (ColorThemeUrl). */
export function themeCss(organization: Organization): string {
  const variables: Record<string, string> = {
    '--brand-primary': organization.theme_primary,
    '--brand-primary-contrast': organization.theme_primary_contrast,
    '--brand-accent': organization.theme_accent,
    '--brand-background': organization.theme_background,
    '--brand-surface': organization.theme_surface,
    '--brand-text': organization.theme_text,
  };
  const lines = Object.entries(variables).map(([name, value]) => `  ${name}: ${value};`);
  return `/* ${organization.name} */\n:root {\n${lines.join('\n')}\n}\n`;
}
