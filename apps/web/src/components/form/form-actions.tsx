import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form's submit area; sticky keeps it in reach under a long list on a phone. */
export function FormActions({
  children,
  sticky = false,
}: {
  children: ReactNode;
  sticky?: boolean;
}) {
  return (
    <Stack
      gap="xs"
      mt="lg"
      className={sticky ? 'form-actions form-actions--sticky' : 'form-actions'}
    >
      {children}
    </Stack>
  );
}
