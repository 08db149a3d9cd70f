import { Alert } from '@mantine/core';

/** A form-level failure (the server refused, the network failed), announced at once. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
