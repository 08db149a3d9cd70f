import { Anchor, Card, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DrawResult } from '@charity/domain/api/draw';
import { drawPaths } from '@charity/domain/draw-paths';
import { formatMoney } from '@/lib/i18n/format';
import { FactList } from '@/components/ui/fact-list';

function outcomeText(result: DrawResult, t: TFunction): string {
  if (result.Outcome === 'PaidWinner') {
    return t('adminDraw.result.winner', { name: result.WinnerDisplayName ?? '' });
  }
  if (result.Outcome === 'Rollover') {
    return t('adminDraw.result.rollover', { amount: formatMoney(result.Rollover) });
  }
  return t('adminDraw.result.noEntries');
}

/** What the manual draw produced, with the way to check it. */
export function DrawResultCard({ result }: { result: DrawResult }) {
  const { t } = useTranslation();
  return (
    <Card withBorder role="status" aria-labelledby="draw-result-title">
      <Title order={2} size="h3" id="draw-result-title" mb="sm">
        {t('adminDraw.result.title', { name: result.GameInstanceName })}
      </Title>
      <FactList
        facts={[
          {
            label: t('adminDraw.result.winningNumber'),
            value: result.WinningNumber ?? t('adminDraw.result.none'),
          },
          { label: t('adminDraw.result.outcome'), value: outcomeText(result, t) },
          { label: t('adminDraw.result.prize'), value: formatMoney(result.Prize) },
          { label: t('adminDraw.result.entries'), value: result.EntriesCount },
        ]}
      />
      <Text mt="sm">
        <Anchor component={Link} to={drawPaths.verify(result.GameInstanceId)}>
          {t('adminDraw.result.verify')}
        </Anchor>
      </Text>
    </Card>
  );
}
