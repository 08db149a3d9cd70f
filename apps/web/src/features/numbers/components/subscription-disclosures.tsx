import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/i18n/format';

/** DESIGN.md: before subscribing, how renewal works, how to cancel, and what a failure does. */
export function SubscriptionDisclosures({ ticketPrice }: { ticketPrice: number }) {
  const { t } = useTranslation();
  const items = [
    ['renewalTitle', 'renewal'],
    ['cancelTitle', 'cancel'],
    ['failureTitle', 'failure'],
  ] as const;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--brand-surface)">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('numbers.subscription.disclosuresTitle')}
        </Title>
        <List spacing="sm" className="disclosures">
          {items.map(([title, body]) => (
            <List.Item key={body}>
              <Text fw={600} size="sm">
                {t(`numbers.subscription.${title}`)}
              </Text>
              <Text size="sm">
                {t(`numbers.subscription.${body}`, { price: formatMoney(ticketPrice) })}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
