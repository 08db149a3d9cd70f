import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordForm } from '@charity/domain/account-forms';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/auth/use-session';
import { useChangePassword } from '../api/change-password';
import { PasswordChangeFormView } from '../components/password-change-form';
import {
  passwordChangeProblem,
  type PasswordChangeProblem,
} from '../components/password-change-problem';

/** Change Your Password: `PUT player/update/password` with the current and the new one. */
export function ManagePasswordPage() {
  const { t } = useTranslation();
  const playerId = useSession().subject?.playerId ?? '';
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (values: ChangePasswordForm): Promise<PasswordChangeProblem | null> => {
    setChanged(false);
    setFailed(false);
    try {
      await change.mutateAsync({
        PlayerId: playerId,
        CurrentPassword: values.CurrentPassword,
        NewPassword: values.NewPassword,
      });
      setChanged(true);
      return null;
    } catch (error) {
      const problem = passwordChangeProblem(error);
      setFailed(problem === 'failed');
      return problem;
    }
  };

  return (
    <Page title={t('pages.managePassword.title')}>
      {changed ? (
        <SuccessNotice title={t('password.changed')}>{t('password.changedBody')}</SuccessNotice>
      ) : (
        <Text>{t('pages.managePassword.body')}</Text>
      )}
      <FormError message={failed ? t('password.failed') : null} />
      <PasswordChangeFormView saving={change.isPending} onSubmit={submit} />
    </Page>
  );
}
