import '@/styles/mantine-forms.css';
import { Alert, Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerProtection } from '@charity/domain/api/player-protection';
import {
  exclusionEnd,
  exclusionPeriods,
  type ExclusionPeriod,
} from '@charity/domain/protection/self-exclusion';
import { dialogs } from '@/lib/dialog-service';
import { useGameTime } from '@/components/ui/use-game-time';

interface Props {
  exclusion: PlayerProtection['SelfExclusion'];
  busy: boolean;
  onExclude(period: ExclusionPeriod): void;
  onOptIn(): void;
}

/** Self-exclusion: chosen once, confirmed with a warning, never lifted early. */
export function SelfExclusionPanel({ exclusion, busy, onExclude, onOptIn }: Props) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ExclusionPeriod>('SixMonths');
  // In the game's zone, as the money screens say it.
  const gameTime = useGameTime();
  const day = (iso: string) => gameTime(iso, { withTime: false });

  async function start() {
    const label = t(`protection.exclusion.periods.${period}`);
    const confirmed = await dialogs.confirm({
      title: t('protection.exclusion.confirmTitle', { period: label }),
      message: t('protection.exclusion.confirmMessage', {
        date: day(exclusionEnd(new Date(), period).toISOString()),
      }),
    });
    if (confirmed) onExclude(period);
  }

  return (
    <Paper withBorder radius="md" p="md" bg="var(--brand-surface)">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('protection.exclusion.title')}
        </Title>
        {exclusion?.State === 'Excluded' && (
          <Alert color="orange" role="status">
            {t('protection.exclusion.active', { date: day(exclusion.EndsOn) })}
          </Alert>
        )}
        {exclusion?.State === 'AwaitingOptIn' && (
          <>
            <Alert color="blue" role="status">
              {t('protection.exclusion.ended', { date: day(exclusion.EndsOn) })}
            </Alert>
            <Button variant="default" loading={busy} onClick={onOptIn}>
              {t('protection.exclusion.optIn')}
            </Button>
          </>
        )}
        {!exclusion && (
          <>
            <Text>{t('protection.exclusion.body')}</Text>
            <Select
              label={t('protection.exclusion.period')}
              value={period}
              allowDeselect={false}
              onChange={(value) => value && setPeriod(value as ExclusionPeriod)}
              data={exclusionPeriods.map((value) => ({
                value,
                label: t(`protection.exclusion.periods.${value}`),
              }))}
            />
            <Button color="red" loading={busy} onClick={() => void start()}>
              {t('protection.exclusion.start')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
