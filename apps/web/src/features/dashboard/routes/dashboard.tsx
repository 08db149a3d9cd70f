import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentStatusQueryOptions } from '@/api/current-status';
import { Page } from '@/components/ui/page';
import { useConfig } from '@/lib/config';
import { useScreenData } from '@/lib/screen-data';
import { CurrentGame } from '../components/current-game';

export function DashboardPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const organizationId = config?.Organization.OrganizationId ?? '';
  const { isPending, data } = useScreenData({
    ...currentStatusQueryOptions(organizationId),
    enabled: !!organizationId,
  });
  const instance = data.Result?.CurrentGameInstance;
  return (
    <Page title={t('menu.dashboard')}>
      {config && instance && <CurrentGame instance={instance} cdnRoot={config.CDNRoot} />}
      {!isPending && !data.IsSuccess && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
    </Page>
  );
}
