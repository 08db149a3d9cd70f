import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';
import { Page } from '@/components/ui/page';
import { login } from '@/lib/auth/session';

/**
 * Where the provider's password reset returns (with `passwordChanged`): the password changed,
 * now sign in. Opened any other way nothing was changed: on to the sign-in page.
 */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [redirecting, setRedirecting] = useState(false);
  if (search.get('passwordChanged') !== '1') return <Navigate to={paths.login} replace />;
  const signIn = () => {
    setRedirecting(true);
    login({ returnTo: paths.game.dashboard }).catch(() => setRedirecting(false));
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
