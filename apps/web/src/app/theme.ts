import {
  Alert,
  Badge,
  Button,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

// Fallback shades; the organization's theme stylesheet recolours through CSS variables.
const brand: MantineColorsTuple = [
  '#e8f1f8',
  '#cfe0ee',
  '#a3c4df',
  '#74a6cf',
  '#4d8cc2',
  '#3379b8',
  '#2a6aa5',
  '#1d4f7a',
  '#17415f',
  '#0f2c42',
];

/** Text (light, default variants) or background (filled) of a named colour, darkened. */
function darkShade(
  color: string | undefined,
  variant: string,
  textVariable: string,
  backgroundVariable: string,
): Record<string, string | undefined> {
  if (!color || color === 'brand') return {};
  if (variant === 'filled') return { [backgroundVariable]: `var(--mantine-color-${color}-8)` };
  if (variant === 'light') {
    // Shade 9 alone is not dark for every colour (yellow 9 is orange): darken it further.
    return { [textVariable]: `color-mix(in srgb, var(--mantine-color-${color}-9) 60%, black)` };
  }
  return {};
}

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Mantine's light badges and alerts write in shade 6 on a pale tint: 2.7 to 3.8:1, below
    // WCAG AA. Their text takes shade 9 (dark enough on any tint); filled badges shade 8.
    Badge: Badge.extend({
      vars: (_theme, props) => ({
        root: darkShade(props.color, props.variant ?? 'filled', '--badge-color', '--badge-bg'),
      }),
    }),
    Alert: Alert.extend({
      vars: (_theme, props) => ({
        root: darkShade(props.color, props.variant ?? 'light', '--alert-color', '--alert-bg'),
      }),
    }),
    // A filled button of the brand writes in the brand's contrast colour; one of a named
    // colour (red for "Exclude me") takes shade 9 under white: shade 6 is 3.3:1.
    Button: Button.extend({
      vars: (_theme, { variant, color }) => {
        if (variant && variant !== 'filled') return { root: {} };
        if (!color || color === 'brand') {
          return { root: { '--button-color': 'var(--brand-primary-contrast)' } };
        }
        const background = `var(--mantine-color-${color}-9)`;
        return {
          root: {
            '--button-bg': background,
            '--button-hover': `color-mix(in srgb, ${background} 85%, black)`,
            '--button-color': 'var(--mantine-color-white)',
          },
        };
      },
    }),
  },
});

const brandVariables = {
  '--mantine-primary-color-filled': 'var(--brand-primary)',
  '--mantine-primary-color-filled-hover': 'color-mix(in srgb, var(--brand-primary) 85%, black)',
  '--mantine-primary-color-light': 'color-mix(in srgb, var(--brand-primary) 10%, white)',
  '--mantine-primary-color-light-hover': 'color-mix(in srgb, var(--brand-primary) 18%, white)',
  '--mantine-primary-color-light-color': 'var(--brand-primary)',
  '--mantine-primary-color-contrast': 'var(--brand-primary-contrast)',
  '--mantine-color-brand-filled': 'var(--brand-primary)',
  '--mantine-color-brand-filled-hover': 'color-mix(in srgb, var(--brand-primary) 85%, black)',
  '--mantine-color-brand-light': 'color-mix(in srgb, var(--brand-primary) 10%, white)',
  '--mantine-color-brand-light-hover': 'color-mix(in srgb, var(--brand-primary) 18%, white)',
  '--mantine-color-brand-light-color': 'var(--brand-primary)',
  '--mantine-color-brand-outline': 'var(--brand-primary)',
  '--mantine-color-brand-outline-hover': 'color-mix(in srgb, var(--brand-primary) 8%, transparent)',
  '--mantine-color-brand-text': 'var(--brand-primary)',
  '--mantine-color-body': 'var(--brand-background)',
  '--mantine-color-text': 'var(--brand-text)',
  // Mantine's gray 6 reads at about 3.3:1 on white: too faint for WCAG AA body text.
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  '--mantine-color-anchor': 'var(--brand-primary)',
};

/** Maps the organization's `--brand-*` variables (ColorThemeUrl) onto Mantine's. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: brandVariables,
  dark: brandVariables,
});
