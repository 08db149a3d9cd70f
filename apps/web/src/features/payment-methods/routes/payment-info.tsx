import { Alert, Button, Stack, Text } from '@mantine/core';
import '@/styles/money.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentMethodsQueryOptions } from '@/api/payment-methods';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { brandName } from '@/components/payment/card-label';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { dialogs } from '@/lib/dialog-service';
import { useScreenData } from '@/lib/screen-data';
import { useRemovePaymentMethod } from '../api/payment-method-calls';
import { AddCard } from '../components/add-card';
import { SavedCardRow } from '../components/saved-card-row';

/** Manage Payment Info: saved cards (brand, last four digits, expiry); add or remove one. */
export function ManagePaymentInfoPage() {
  const { t } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  const { isPending, data } = useScreenData({
    ...paymentMethodsQueryOptions(playerId, organizationId),
    enabled: !!organizationId && !!playerId,
  });
  const remove = useRemovePaymentMethod(playerId);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const cards = data.Result?.PaymentMethods ?? [];

  async function confirmRemove(card: (typeof cards)[number]) {
    setNotice(null);
    const confirmed = await dialogs.confirm({
      title: t('paymentMethods.removeTitle'),
      message: t('paymentMethods.removeMessage', {
        brand: brandName(card.Brand),
        last4: card.Last4,
      }),
    });
    if (!confirmed) return;
    await remove.mutateAsync(card.Id).then(
      () => setNotice(t('paymentMethods.removed')),
      () => undefined,
    );
  }

  return (
    <Page title={t('paymentMethods.title')}>
      <Text>{t('paymentMethods.body')}</Text>
      {notice && <SuccessNotice title={notice} />}
      {!isPending && !data.IsSuccess && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      <FormError message={remove.isError ? t('paymentMethods.removeFailed') : null} />
      {data.IsSuccess && cards.length === 0 && <Text c="dimmed">{t('paymentMethods.none')}</Text>}
      {cards.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          className="card-list"
          aria-label={t('paymentMethods.listLabel')}
        >
          {cards.map((card) => (
            <SavedCardRow
              key={card.Id}
              card={card}
              removing={remove.isPending && remove.variables === card.Id}
              onRemove={() => void confirmRemove(card)}
            />
          ))}
        </Stack>
      )}
      {adding ? (
        <AddCard
          playerId={playerId}
          organizationId={organizationId}
          onDone={(saved) => {
            setAdding(false);
            if (saved) setNotice(t(`paymentMethods.${saved}`));
          }}
        />
      ) : (
        data.IsSuccess && (
          <Button size="md" onClick={() => setAdding(true)}>
            {t('paymentMethods.add')}
          </Button>
        )
      )}
    </Page>
  );
}
