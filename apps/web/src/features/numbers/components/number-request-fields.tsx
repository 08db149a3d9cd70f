import '@/styles/mantine-forms.css';
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
  /** The quantity is set by a bundle: only the specific numbers are asked. */
  fixedQuantity?: boolean;
}

/** How many numbers, and optionally which free ones; the rest are drawn at random. */
export function NumberRequestFields({
  value,
  onChange,
  max,
  errors,
  disabled,
  fixedQuantity,
}: NumberRequestFieldsProps) {
  const { t } = useTranslation();
  // Typed past the maximum ("30" of 10) or "0", the number stays as typed and the field says
  // the range at once (issue 12: a strict clamp silently turned "30" into "3").
  const outOfRange =
    value.quantity !== '' && (Number(value.quantity) > max || Number(value.quantity) < 1);
  return (
    <>
      {!fixedQuantity && (
        <NumberInput
          label={t('numbers.request.quantity')}
          description={t('numbers.request.quantityHint', { max })}
          min={1}
          max={max}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          value={value.quantity}
          onChange={(quantity) => onChange({ ...value, quantity })}
          error={
            errors.quantity ??
            (outOfRange ? t('numbers.request.errors.quantity', { count: max }) : undefined)
          }
          disabled={disabled}
          required
        />
      )}
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
