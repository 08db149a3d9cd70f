import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFocusOnMount } from './focus-on-mount';

/** A success message; it takes focus when it appears, so it is seen and read out. */
export function SuccessNotice({ title, children }: { title: string; children?: ReactNode }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <Alert ref={ref} tabIndex={-1} color="green" variant="light" title={title} role="status">
      {children}
    </Alert>
  );
}
