import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A success message read out by screen readers when it appears. */
export function SuccessNotice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Alert color="green" variant="light" title={title} role="status" aria-live="polite">
      {children}
    </Alert>
  );
}
