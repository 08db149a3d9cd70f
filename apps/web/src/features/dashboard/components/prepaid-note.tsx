import { Button, Group, Text } from '@mantine/core';
import type { Prepayment } from '@charity/domain/prepaid/prepaid-api';
import { useTranslation } from 'react-i18next';
import { useGameTime } from '@/components/ui/use-game-time';
import { wrappingLabel } from '@/components/ui/wrapping-label';
import { formatMoney } from '@/lib/i18n/format';

interface PrepaidNoteProps {
  prepayment: Prepayment;
  busy: boolean;
  onRefund: () => void;
}

/** Which draws a prepaid group is paid for, and the refund of those not opened yet. */
export function PrepaidNote({ prepayment, busy, onRefund }: PrepaidNoteProps) {
  const { t } = useTranslation();
  const gameTime = useGameTime();
  const paid = prepayment.Draws.filter((draw) => draw.Status !== 'Refunded');
  if (!prepayment.PaidThrough) return null;
  return (
    <>
      <Text size="sm">
        {t('dashboard.prepaid.through', { date: gameTime(prepayment.PaidThrough) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('dashboard.prepaid.draws', {
          count: paid.length,
          dates: paid.map((draw) => gameTime(draw.DrawAt, { withTime: false })).join('; '),
        })}
      </Text>
      {prepayment.RefundableDraws > 0 && (
        <Group gap="xs">
          <Button size="sm" variant="default" loading={busy} onClick={onRefund} {...wrappingLabel}>
            {t('dashboard.prepaid.refund', {
              count: prepayment.RefundableDraws,
              amount: formatMoney(prepayment.RefundableAmount),
            })}
          </Button>
        </Group>
      )}
    </>
  );
}
