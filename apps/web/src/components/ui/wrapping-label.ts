import type { ButtonProps } from '@mantine/core';

/**
 * A button whose label may be longer than a phone's width (a receipt number, a French label):
 * the label wraps onto a second line instead of being cut off (issue 12). Spread it on the
 * Mantine `Button`; on one line it keeps about the height of a default button.
 */
export const wrappingLabel = {
  h: 'auto',
  py: 9,
  styles: { label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.25 } },
} satisfies ButtonProps;
