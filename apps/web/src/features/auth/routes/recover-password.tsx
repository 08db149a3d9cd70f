import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/ui/simple-page';
import { login } from '@/lib/auth/session';

/** Where the provider returns after a password reset. */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  return (
    <SimplePage messages="pages.recoverPassword">
      <Button onClick={() => void login()}>{t('pages.login.signIn')}</Button>
    </SimplePage>
  );
}
