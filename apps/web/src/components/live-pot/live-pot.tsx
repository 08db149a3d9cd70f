import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/i18n/format';
import { useCurrentStatus } from '@/api/current-status';
import { useLivePot } from '@/api/live-pot';

/**
 * The current instance's pot, updated live, saying it is an estimate until sales close.
 * Drop it anywhere under the app's providers; it reads the current-status query.
 */
export function LivePot() {
  const { t } = useTranslation();
  const instance = useCurrentStatus().data?.CurrentGameInstance ?? null;
  const update = useLivePot(instance?.Id);
  if (!instance) return null;
  const final = update?.SalesClosed ?? false;
  return (
    <div>
      <Text size="sm" id="live-pot-label">
        {t('livePot.label')}
      </Text>
      <Text
        fz="xl"
        fw={700}
        role="status"
        aria-live="polite"
        aria-labelledby="live-pot-label"
        data-testid="live-pot"
      >
        {formatMoney(instance.PotTotal)}
      </Text>
      <Text size="xs">{final ? t('livePot.final') : t('livePot.estimate')}</Text>
    </div>
  );
}
