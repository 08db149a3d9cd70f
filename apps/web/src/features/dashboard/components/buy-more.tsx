import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@charity/domain/paths';

interface BuyMoreProps {
  held: number;
  max: number;
  playedAll: boolean;
  limitReached: boolean;
}

/** Buy more numbers, or, when the player cannot, say why not. */
export function BuyMore({ held, max, playedAll, limitReached }: BuyMoreProps) {
  const { t } = useTranslation();
  const reason = playedAll
    ? t('dashboard.buyMore.playedAll', { count: max })
    : held >= max
      ? t('dashboard.buyMore.atMax', { count: max })
      : limitReached
        ? t('dashboard.buyMore.soldOut')
        : null;
  if (reason) {
    return (
      <Alert color="blue" variant="light" title={t('dashboard.buyMore.unavailable')} role="note">
        {reason}
      </Alert>
    );
  }
  return (
    <Stack gap={4}>
      <Button component={Link} to={paths.game.purchaseNumber} variant="outline" size="md">
        {t('dashboard.buyMore.button')}
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        {t('dashboard.buyMore.remaining', { count: max - held, max })}
      </Text>
    </Stack>
  );
}
