import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** A form laid out as a stack; validation messages are ours, not the browser's. */
export function FormStack({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">{children}</Stack>
    </form>
  );
}
