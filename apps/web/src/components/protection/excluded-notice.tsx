import { Alert, Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@charity/domain/paths';
import { useExclusion } from '@/api/player-protection';
import { Page } from '@/components/ui/page';
import { useGameTime } from '@/components/ui/use-game-time';

/** The player excluded themselves: until when (their language, the game's zone), and why. */
export function ExcludedNotice({ until }: { until: string }) {
  const { t } = useTranslation();
  const gameTime = useGameTime();
  return (
    <Alert color="orange" role="status" title={t('exclusion.title')}>
      <Text size="sm">{t('exclusion.until', { date: gameTime(until, { withTime: false }) })}</Text>
      <Anchor component={Link} to={paths.game.manage.responsibleGaming} size="sm">
        {t('exclusion.more')}
      </Anchor>
    </Alert>
  );
}

/**
 * A money screen (buy, play, prepay, auto-play) as an excluded player sees it: the notice
 * and none of its controls. Nothing is shown until the answer is known.
 */
export function ExcludedGate({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { pending, excludedUntil } = useExclusion();
  if (pending)
    return (
      <Page title={title}>
        <Text>{t('common.loading')}</Text>
      </Page>
    );
  if (excludedUntil)
    return (
      <Page title={title}>
        <ExcludedNotice until={excludedUntil} />
      </Page>
    );
  return children;
}
