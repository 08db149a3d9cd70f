import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerInfoForm } from '@charity/domain/account-forms';
import { useCurrentStatus } from '@/api/current-status';
import { playerQueryOptions } from '@/api/player';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { useScreenData } from '@/lib/screen-data';
import { useUpdateBasicInfo } from '../api/update-basic-info';
import { PlayerInfoFormView } from '../components/player-info-form';

/** Manage Your Info: `PUT player/update/basic-info`, then the cached player is updated locally. */
export function ManagePlayerInfoPage() {
  const { t } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  const status = useCurrentStatus();
  const update = useUpdateBasicInfo();
  const [saved, setSaved] = useState(false);
  const { isPending, data } = useScreenData({
    ...playerQueryOptions(playerId, organizationId),
    enabled: !!organizationId && !!playerId,
  });

  const save = async ({ Address, ...values }: PlayerInfoForm): Promise<boolean> => {
    setSaved(false);
    try {
      await update.mutateAsync({
        ...values,
        PlayerId: playerId,
        ...(Address ? { Address: { ...Address, Line2: Address.Line2 || null } } : {}),
      });
    } catch {
      return false;
    }
    setSaved(true);
    return true;
  };

  return (
    <Page title={t('pages.managePlayerInfo.title')}>
      {saved && <SuccessNotice title={t('playerInfo.saved')} />}
      <FormError message={update.isError ? t('playerInfo.failed') : null} />
      {data.IsSuccess && status.isSuccess && (
        <PlayerInfoFormView
          player={data.Result}
          collectAddress={status.data.CollectPlayerAddress}
          saving={update.isPending}
          onSubmit={save}
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
