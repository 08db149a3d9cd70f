import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@charity/domain/currency';

/** Ticket price × numbers = total, in the spec's currency format. */
export function OrderTotal({ ticketPrice, count }: { ticketPrice: number; count: number }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" bg="var(--brand-surface)">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{t('numbers.total.line', { count, price: formatCents(ticketPrice) })}</Text>
        <Text fw={700} fz="lg" aria-live="polite">
          {t('numbers.total.amount', { amount: formatCents(ticketPrice * count) })}
        </Text>
      </Group>
    </Paper>
  );
}
