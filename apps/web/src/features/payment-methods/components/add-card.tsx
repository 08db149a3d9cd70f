import { Button, Group, Paper, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentMethodsQueryKey } from '@/api/payment-methods';
import { FormStack } from '@/components/form/form-stack';
import { FormError } from '@/components/form/form-error';
import { NewCardForm } from '@/components/payment/new-card-form';
import { CardFormError, type NewCardHandle } from '@/components/payment/new-card-handle';
import { isApiError } from '@/lib/api-error';
import { addPaymentMethod, setupPaymentMethod } from '../api/payment-method-calls';

interface AddCardProps {
  playerId: string;
  organizationId: string;
  /** `added`, `alreadySaved` (the player had saved this very card), or null: cancelled. */
  onDone: (saved: 'added' | 'alreadySaved' | null) => void;
}

/** Save a card: the processor's form, then `payment-method/add` with its token. */
export function AddCard({ playerId, organizationId, onDone }: AddCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const card = useRef<NewCardHandle>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function failureText(failure: unknown): string {
    if (failure instanceof CardFormError) return failure.message;
    // The bank refused to set the card up (the always-declining card): nothing was saved.
    if (isApiError(failure) && failure.status === 400) return t('paymentMethods.declined');
    return t('paymentMethods.addFailed');
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const owner = { PlayerId: playerId, OrganizationId: organizationId };
      const { ClientSecret } = await setupPaymentMethod(owner);
      const token = await card.current?.setupToken(ClientSecret);
      if (!token) return;
      const saved = await addPaymentMethod({ ...owner, Token: token });
      await queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey(playerId) });
      onDone(saved.AlreadySaved ? 'alreadySaved' : 'added');
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" bg="var(--brand-surface)">
      <FormStack onSubmit={save}>
        <Title order={2} size="h4">
          {t('paymentMethods.addTitle')}
        </Title>
        <NewCardForm ref={card} disabled={saving} onChange={() => setError(null)} />
        <FormError message={error} />
        <Group gap="sm" grow>
          <Button variant="default" onClick={() => onDone(null)} disabled={saving}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('paymentMethods.save')}
          </Button>
        </Group>
      </FormStack>
    </Paper>
  );
}
