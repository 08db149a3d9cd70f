import { Alert } from '@mantine/core';
import { useFocusOnMount } from './focus-on-mount';

function FormErrorAlert({ message }: { message: string }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <Alert ref={ref} tabIndex={-1} color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

/** A form-level failure (the server refused, the network failed), announced and focused. */
export function FormError({ message }: { message: string | null }) {
  return message ? <FormErrorAlert message={message} /> : null;
}
