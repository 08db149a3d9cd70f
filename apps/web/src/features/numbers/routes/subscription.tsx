import '@/styles/mantine-forms.css';
import { Alert, Anchor, Select, Stack, Text, Title } from '@mantine/core';
import '@/styles/money.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@charity/domain/paths';
import { sortGroups } from '@charity/domain/player-number-groups';
import { useCurrentGroups } from '@/api/current-groups';
import { usePaymentMethods } from '@/api/payment-methods';
import { FormError } from '@/components/form/form-error';
import { brandName, cardLabel, expiryLabel } from '@/components/payment/card-label';
import { useSubscriptionToggle } from '@/components/subscription/use-subscription-toggle';
import { Page } from '@/components/ui/page';
import { SubscriptionDisclosures } from '../components/subscription-disclosures';
import { SubscriptionGroup } from '../components/subscription-group';
import { ExcludedGate } from '@/components/protection/excluded-notice';

/** Auto-play: the disclosures first, then a saved card and the groups to subscribe. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  return (
    <ExcludedGate title={t('numbers.subscription.title')}>
      <SubscriptionScreen />
    </ExcludedGate>
  );
}

function SubscriptionScreen() {
  const { t } = useTranslation();
  const { instance, groups, failed } = useCurrentGroups();
  const cards = usePaymentMethods();
  const saved = cards.data?.PaymentMethods ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const cardId = picked && saved.some((c) => c.Id === picked) ? picked : (saved[0]?.Id ?? null);
  const cardText = (id: string | null | undefined) => {
    const card = saved.find((c) => c.Id === id);
    return card
      ? t('payment.savedCard', {
          brand: brandName(card.Brand),
          last4: card.Last4,
          expiry: expiryLabel(card),
        })
      : null;
  };
  const chosen = saved.find((card) => card.Id === cardId);
  const ticketPrice = instance?.TicketPrice ?? 0;
  const { toggle, error, pendingGroupId } = useSubscriptionToggle(ticketPrice);

  return (
    <Page title={t('numbers.subscription.title')}>
      <Text>{t('numbers.subscription.body')}</Text>
      <SubscriptionDisclosures ticketPrice={ticketPrice} />
      {failed && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {cards.isSuccess && saved.length === 0 && (
        <Alert color="yellow" variant="light" title={t('numbers.subscription.noCardTitle')}>
          <Text size="sm">{t('numbers.subscription.noCard')}</Text>
          <Anchor component={Link} to={paths.game.manage.paymentInfo}>
            {t('numbers.subscription.addCard')}
          </Anchor>
        </Alert>
      )}
      {saved.length > 0 && (
        <Select
          label={t('numbers.subscription.card')}
          // The short form fits a phone's field; the expiry, in full words, goes below it.
          data={saved.map((card) => ({ value: card.Id, label: cardLabel(card) }))}
          description={
            chosen && t('numbers.subscription.cardExpiry', { expiry: expiryLabel(chosen) })
          }
          value={cardId}
          onChange={setPicked}
          allowDeselect={false}
        />
      )}
      <FormError message={error} />
      {groups.length > 0 && (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('numbers.subscription.groups')}
          </Title>
          {sortGroups(groups).map((group) => (
            <SubscriptionGroup
              key={group.Id}
              group={group}
              busy={pendingGroupId === group.Id}
              canSubscribe={cardId !== null}
              chargedCard={cardText(group.SubscriptionPaymentMethodId)}
              onToggle={(subscribed) => void toggle([group], subscribed, cardId ?? undefined)}
            />
          ))}
        </Stack>
      )}
    </Page>
  );
}
