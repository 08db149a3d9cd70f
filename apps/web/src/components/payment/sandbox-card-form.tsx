import '@/styles/mantine-forms.css';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenizeSandboxCard } from '@/api/sandbox-card';
import { isApiError } from '@/lib/api-error';
import {
  checkCardFields,
  emptyCardFields,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  type CardFieldErrors,
  type CardFields,
} from './card-fields';
import { CardFormError, type NewCardHandle } from './new-card-handle';
import { SandboxTestCards } from './sandbox-test-cards';

interface SandboxCardFormProps {
  ref?: Ref<NewCardHandle>;
  onChange?: () => void;
  disabled?: boolean;
  /** Where the postal code starts (the player's address). */
  postalCode?: string;
}

/** The sandbox processor's card form: the number goes to its tokeniser, never to our calls. */
export function SandboxCardForm({ ref, onChange, disabled, postalCode }: SandboxCardFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<CardFields>(() => ({
    ...emptyCardFields,
    postalCode: postalCode ?? '',
  }));
  // The player's address may arrive after the form: it fills an untouched postal code.
  const [startedFrom, setStartedFrom] = useState(postalCode ?? '');
  if ((postalCode ?? '') !== startedFrom) {
    setStartedFrom(postalCode ?? '');
    if (!fields.postalCode) setFields({ ...fields, postalCode: postalCode ?? '' });
  }
  const [errors, setErrors] = useState<CardFieldErrors>({});

  async function tokenize(): Promise<string | null> {
    const found = checkCardFields(fields);
    setErrors(found);
    const expiry = parseExpiry(fields.expiry);
    if (Object.keys(found).length > 0 || !expiry) return null;
    try {
      const { Token } = await tokenizeSandboxCard({
        CardNumber: fields.cardNumber.replace(/\s/g, ''),
        ExpMonth: expiry.month,
        ExpYear: expiry.year,
        Cvc: fields.cvc.trim(),
      });
      return Token;
    } catch (error) {
      const refused = isApiError(error) && error.status === 400;
      throw new CardFormError(t(refused ? 'payment.card.refused' : 'payment.card.unavailable'));
    }
  }

  useImperativeHandle(ref, () => ({ paymentToken: tokenize, setupToken: tokenize }));

  const set =
    (field: keyof CardFields, format: (value: string) => string = (v) => v) =>
    ({ currentTarget }: { currentTarget: HTMLInputElement }) => {
      setFields((current) => ({ ...current, [field]: format(currentTarget.value) }));
      setErrors((current) => ({ ...current, [field]: undefined }));
      onChange?.();
    };
  const error = (field: keyof CardFields) => {
    const key = errors[field];
    return key ? t(`payment.card.errors.${key}`) : undefined;
  };

  return (
    <Stack gap="sm" className="card-form">
      <TextInput
        label={t('payment.card.number')}
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        value={fields.cardNumber}
        onChange={set('cardNumber', formatCardNumber)}
        error={error('cardNumber')}
        disabled={disabled}
        required
      />
      <Group grow gap="sm" align="flex-start">
        <TextInput
          label={t('payment.card.expiry')}
          placeholder={t('payment.card.expiryPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp"
          value={fields.expiry}
          onChange={set('expiry', formatExpiry)}
          error={error('expiry')}
          disabled={disabled}
          required
        />
        <TextInput
          label={t('payment.card.cvc')}
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={fields.cvc}
          onChange={set('cvc', (value) => value.replace(/\D/g, ''))}
          error={error('cvc')}
          disabled={disabled}
          required
        />
      </Group>
      <TextInput
        label={t('payment.card.postalCode')}
        autoComplete="postal-code"
        maxLength={10}
        value={fields.postalCode}
        onChange={set('postalCode', (value) => value.toUpperCase())}
        error={error('postalCode')}
        disabled={disabled}
        required
      />
      <Text size="xs" c="dimmed">
        {t('payment.card.sandboxHint')}
      </Text>
      <SandboxTestCards />
    </Stack>
  );
}
