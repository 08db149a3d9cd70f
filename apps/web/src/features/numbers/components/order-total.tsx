import { Group, Paper, Text } from '@mantine/core';
import type { Bundle } from '@charity/domain/bundles/bundles';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/i18n/format';

interface OrderTotalProps {
  ticketPrice: number;
  count: number;
  /** Bought as a bundle: its price is the total. */
  bundle?: Bundle | null;
  /** Paid for this many draws at once (prepaid draws). */
  draws?: number;
}

/** Ticket price × numbers (or the bundle's price) = total, in the spec's currency format. */
export function OrderTotal({ ticketPrice, count, bundle, draws = 1 }: OrderTotalProps) {
  const { t } = useTranslation();
  const numbers = t('numbers.total.line', { count, price: formatMoney(ticketPrice) });
  const line = bundle
    ? t('numbers.bundles.line', { count: bundle.Numbers, price: formatMoney(bundle.Price) })
    : draws > 1
      ? t('numbers.prepay.line', { numbers, count: draws })
      : numbers;
  return (
    <Paper withBorder p="md" radius="md" bg="var(--brand-surface)">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{line}</Text>
        <Text fw={700} fz="lg" aria-live="polite">
          {t('numbers.total.amount', {
            amount: formatMoney(bundle ? bundle.Price : ticketPrice * count * draws),
          })}
        </Text>
      </Group>
    </Paper>
  );
}
