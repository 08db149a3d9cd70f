import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table's box that scrolls sideways on a phone: named and focusable, so it can be
 * scrolled with the keyboard (axe: scrollable-region-focusable), as the reports' tables are.
 * Positioned, so that what is absolutely placed inside (visually hidden headers) scrolls in
 * the box instead of widening the page.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ overflowX: 'auto', position: 'relative' }}
    >
      {children}
    </Box>
  );
}
