import '@/styles/mantine-forms.css';
import { Checkbox, Paper, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { brandName, expiryLabel, type SavedCard } from './card-label';
import { NewCardForm } from './new-card-form';
import type { Ref } from 'react';
import type { NewCardHandle } from './new-card-handle';
import { NEW_CARD } from './use-payment-choice';

interface PaymentChoiceProps {
  cards: readonly SavedCard[];
  choice: string;
  onChoiceChange: (choice: string) => void;
  saveCard: boolean;
  onSaveCardChange: (save: boolean) => void;
  cardRef: Ref<NewCardHandle>;
  disabled?: boolean;
  /** Any change makes a new checkout attempt (and a new idempotency key). */
  onChange?: () => void;
}

/** Pay with a saved card or a new one (sandbox form or Stripe Elements). */
export function PaymentChoice({
  cards,
  choice,
  onChoiceChange,
  saveCard,
  onSaveCardChange,
  cardRef,
  disabled,
  onChange,
}: PaymentChoiceProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('payment.payWith')}
        value={choice}
        onChange={(value) => {
          onChoiceChange(value);
          onChange?.();
        }}
      >
        <Stack gap="xs" mt="xs">
          {cards.map((card) => (
            <Radio
              key={card.Id}
              value={card.Id}
              disabled={disabled}
              label={t('payment.savedCard', {
                brand: brandName(card.Brand),
                last4: card.Last4,
                expiry: expiryLabel(card),
              })}
            />
          ))}
          <Radio value={NEW_CARD} disabled={disabled} label={t('payment.newCard')} />
        </Stack>
      </Radio.Group>
      {choice === NEW_CARD && (
        <Paper withBorder p="md" radius="md" bg="var(--brand-surface)">
          <Stack gap="sm">
            <NewCardForm ref={cardRef} onChange={onChange} disabled={disabled} />
            <Checkbox
              label={t('payment.saveCard')}
              checked={saveCard}
              disabled={disabled}
              onChange={(event) => {
                onSaveCardChange(event.currentTarget.checked);
                onChange?.();
              }}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
