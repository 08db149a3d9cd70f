import { NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface NumberRequest {
  quantity: number | string;
  specific: string;
}

interface NumberRequestFieldsProps {
  value: NumberRequest;
  onChange: (value: NumberRequest) => void;
  max: number;
  errors: { quantity?: string; specific?: string };
  disabled?: boolean;
}

/** How many numbers, and optionally which free ones; the rest are drawn at random. */
export function NumberRequestFields({
  value,
  onChange,
  max,
  errors,
  disabled,
}: NumberRequestFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <NumberInput
        label={t('numbers.request.quantity')}
        description={t('numbers.request.quantityHint', { max })}
        min={1}
        max={max}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        value={value.quantity}
        onChange={(quantity) => onChange({ ...value, quantity })}
        error={errors.quantity}
        disabled={disabled}
        required
      />
      <TextInput
        label={t('numbers.request.specific')}
        description={t('numbers.request.specificHint')}
        inputMode="numeric"
        value={value.specific}
        onChange={(event) => onChange({ ...value, specific: event.currentTarget.value })}
        error={errors.specific}
        disabled={disabled}
      />
    </>
  );
}
