import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';
import { Page } from '@/components/ui/page';
import { login } from '@/lib/auth/session';

/** Where the provider's password reset returns: the password changed, now sign in. */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const [redirecting, setRedirecting] = useState(false);
  const signIn = () => {
    setRedirecting(true);
    login(paths.game.dashboard).catch(() => setRedirecting(false));
  };
  return (
    <Page title={t('pages.recoverPassword.title')}>
      <Alert color="green" variant="light" title={t('pages.recoverPassword.changed')}>
        {t('pages.recoverPassword.body')}
      </Alert>
      <Button size="lg" onClick={signIn} loading={redirecting}>
        {t('pages.login.signIn')}
      </Button>
    </Page>
  );
}
