import '@/styles/mantine-forms.css';
import { Alert, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '@/components/ui/fact-list';
import { Page } from '@/components/ui/page';
import { useConfig } from '@/lib/config';
import { formatMoney } from '@/lib/i18n/format';
import { useWinnerCircle } from '@/features/draw-results/api/winner-circle';
import { redrawsOfDrawQueryOptions } from '../api/redraws';
import { RedrawForm } from '../components/redraw-form';
import { RedrawHistory } from '../components/redraw-history';

/** /admin/redraws: pick a drawn draw of the year, see its winner and redraws, redraw it. */
export function AdminRedrawsPage() {
  const { t } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const circle = useWinnerCircle(String(new Date().getFullYear()));
  // Draws a redraw can replace: main and extra draws with a winner (redraws chain on them).
  const draws = (circle.data?.Winners ?? []).filter(
    (winner) => !winner.RedrawReason && winner.DisplayName !== null,
  );
  const [drawId, setDrawId] = useState('');
  const chosen = useQuery({
    ...redrawsOfDrawQueryOptions(organizationId, drawId),
    enabled: !!organizationId && !!drawId,
  });
  const draw = chosen.data;
  const current = draw?.Redraws.filter((redraw) => redraw.Result).at(-1)?.Result;
  return (
    <Page title={t('adminRedraws.title')}>
      <Text>{t('adminRedraws.intro')}</Text>
      {circle.isSuccess && draws.length === 0 && <Text>{t('adminRedraws.noDraws')}</Text>}
      {draws.length > 0 && (
        <NativeSelect
          label={t('adminRedraws.pickDraw')}
          value={drawId}
          maw={640}
          onChange={(event) => setDrawId(event.currentTarget.value)}
          data={[
            { value: '', label: t('adminRedraws.pickPlaceholder') },
            ...draws.map((winner) => ({
              value: winner.DrawId ?? winner.GameInstanceId,
              label: [winner.GameInstanceName, winner.PrizeName, `#${winner.WinningNumber}`]
                .filter(Boolean)
                .join(' — '),
            })),
          ]}
        />
      )}
      {(chosen.isError || circle.isError) && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {draw && (
        <Stack gap="md" key={draw.DrawId}>
          <FactList
            facts={[
              {
                label: t('adminRedraws.number'),
                value: current ? (current.WinningNumber ?? '—') : (draw.WinningNumber ?? '—'),
              },
              {
                label: t('adminRedraws.winner'),
                value: (current ? current.WinnerDisplayName : draw.WinnerDisplayName) ?? '—',
              },
              { label: t('adminRedraws.prize'), value: formatMoney(draw.Prize) },
            ]}
          />
          {draw.WinnerSelfExcluded && (
            <Alert color="yellow">{t('adminRedraws.selfExcluded')}</Alert>
          )}
          {draw.PrizePaid && <Alert color="gray">{t('adminRedraws.prizePaid')}</Alert>}
          <RedrawHistory redraws={draw.Redraws} />
          <RedrawForm
            key={`${draw.Redraws.length}-${draw.Redraws.at(-1)?.Status ?? ''}`}
            organizationId={organizationId}
            draw={draw}
          />
        </Stack>
      )}
    </Page>
  );
}
