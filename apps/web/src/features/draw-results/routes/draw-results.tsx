import { Alert } from '@mantine/core';
import { useState } from 'react';
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
  // Kept while another year loads, so the picker does not shrink and grow back.
  const [firstYear, setFirstYear] = useState<number | null>(null);
  const answered = data.IsSuccess ? data.Result.FirstYear : firstYear;
  if (answered !== firstYear) setFirstYear(answered);
  return (
    <Page title={t('drawResults.title', { year })}>
      <YearPicker year={year} firstYear={answered} />
      {data.IsSuccess && <WinnerList winners={data.Result.Winners} />}
      {!isPending && !data.IsSuccess && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
    </Page>
  );
}
