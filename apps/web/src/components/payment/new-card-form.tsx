import { lazy, Suspense, type Ref } from 'react';
import { Loader } from '@mantine/core';
import { usePlayer } from '@/api/player';
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
  // The card's postal code starts from the player's address, when the player gave one.
  const postalCode = usePlayer().data?.Address?.PostalCode ?? '';
  if (!stripeKey) return <SandboxCardForm postalCode={postalCode} {...props} />;
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <StripeCardForm stripeKey={stripeKey} postalCode={postalCode} {...props} />
    </Suspense>
  );
}
