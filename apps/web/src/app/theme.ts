import {
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

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: Button.extend({
      vars: (_theme, props) => ({
        root: {
          '--button-color':
            !props.variant || props.variant === 'filled'
              ? 'var(--brand-primary-contrast)'
              : undefined,
        },
      }),
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
