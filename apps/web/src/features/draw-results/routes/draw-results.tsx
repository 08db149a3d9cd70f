import { Alert } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { useConfig } from '@/lib/config';
import { useScreenData } from '@/lib/screen-data';
import { winnerCircleQueryOptions } from '../api/winner-circle';
import { WinnerList } from '../components/winner-list';
import { YearPicker } from '../components/year-picker';

export function DrawResultsPage() {
  const { t } = useTranslation();
  const year = useParams().year ?? String(new Date().getFullYear());
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const { isPending, data } = useScreenData({
    ...winnerCircleQueryOptions(organizationId, year),
    enabled: !!organizationId,
  });
  return (
    <Page title={t('drawResults.title', { year })}>
      <YearPicker year={year} />
      {data.IsSuccess && <WinnerList winners={data.Result.Winners} />}
      {!isPending && !data.IsSuccess && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
    </Page>
  );
}
