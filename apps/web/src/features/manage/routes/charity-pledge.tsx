import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerQueryOptions } from '@/api/player';
import { CharityPledgeForm } from '@/components/charity-pledge/charity-pledge-form';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { useScreenData } from '@/lib/screen-data';

/** Manage Your Donations: the registration step's charity picker, preselected. */
export function ManageCharityPledgePage() {
  const { t } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  const [saved, setSaved] = useState(false);
  const { isPending, data } = useScreenData({
    ...playerQueryOptions(playerId, organizationId),
    enabled: !!organizationId && !!playerId,
  });
  return (
    <Page title={t('pages.manageCharityPledge.title')}>
      {saved ? (
        <SuccessNotice title={t('charityPledge.saved')} />
      ) : (
        <Text>{t('pages.manageCharityPledge.body')}</Text>
      )}
      {data.IsSuccess && (
        <CharityPledgeForm
          submitLabel={t('charityPledge.save')}
          currentCharityId={data.Result.CharityPledge?.CharityId}
          onPledged={() => setSaved(true)}
        />
      )}
      {!isPending && !data.IsSuccess && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
    </Page>
  );
}
