import { lazy, Suspense, type Ref } from 'react';
import { Loader } from '@mantine/core';
import { useConfig } from '@/lib/config';
import type { NewCardHandle } from './new-card-handle';
import { SandboxCardForm } from './sandbox-card-form';

const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })),
);

interface NewCardFormProps {
  ref?: Ref<NewCardHandle>;
  onChange?: () => void;
  disabled?: boolean;
}

/**
 * The card form of the organization's processor. `/api/config` names no provider, so the
 * StripeKey decides: a publishable key means Stripe Elements, none means the sandbox form.
 */
export function NewCardForm(props: NewCardFormProps) {
  const stripeKey = useConfig()?.Organization.StripeKey ?? null;
  if (!stripeKey) return <SandboxCardForm {...props} />;
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <StripeCardForm stripeKey={stripeKey} {...props} />
    </Suspense>
  );
}
