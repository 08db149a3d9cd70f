import '@/styles/mantine-forms.css';
import { Input, Stack } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useId, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStripeFor } from './stripe-loader';
import { CardFormError, type NewCardHandle } from './new-card-handle';

interface StripeCardFormProps {
  stripeKey: string;
  ref?: Ref<NewCardHandle>;
  onChange?: () => void;
  disabled?: boolean;
  /** Where the postal code starts (the player's address). */
  postalCode?: string;
}

function StripeCardFields({
  ref,
  onChange,
  disabled,
  postalCode,
}: Omit<StripeCardFormProps, 'stripeKey'>) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | undefined>();
  const labelId = useId();

  function card() {
    const element = elements?.getElement(CardElement);
    if (!stripe || !element) throw new CardFormError(t('payment.card.unavailable'));
    return { stripe, element };
  }

  useImperativeHandle(ref, () => ({
    async paymentToken() {
      const { stripe: client, element } = card();
      const result = await client.createPaymentMethod({ type: 'card', card: element });
      if (result.error) {
        setError(result.error.message);
        return null;
      }
      return result.paymentMethod.id;
    },
    async setupToken(clientSecret) {
      if (!clientSecret) throw new CardFormError(t('payment.card.unavailable'));
      const { stripe: client, element } = card();
      const result = await client.confirmCardSetup(clientSecret, {
        payment_method: { card: element },
      });
      if (result.error) {
        setError(result.error.message);
        return null;
      }
      return result.setupIntent.id;
    },
  }));

  return (
    <Input.Wrapper label={t('payment.card.details')} id={labelId} error={error} required>
      <div className="stripe-card" aria-labelledby={labelId}>
        <CardElement
          options={{
            disabled,
            hidePostalCode: false,
            ...(postalCode ? { value: { postalCode } } : {}),
          }}
          onChange={(event) => {
            setError(event.error?.message);
            onChange?.();
          }}
        />
      </div>
    </Input.Wrapper>
  );
}

/** Stripe Elements' card field, with the organization's publishable key (StripeKey). */
export function StripeCardForm({ stripeKey, ...props }: StripeCardFormProps) {
  const stripe = useMemo(() => loadStripeFor(stripeKey), [stripeKey]);
  return (
    <Elements stripe={stripe}>
      <Stack gap="sm">
        <StripeCardFields {...props} />
      </Stack>
    </Elements>
  );
}
