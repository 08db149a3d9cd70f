import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/ui/simple-page';
import { login } from '@/lib/auth/session';

/** Starts the sign-in redirect straight away; the button is there if it could not. */
export function AuthInitPage() {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    login().catch(() => setFailed(true));
  }, []);
  return (
    <SimplePage messages="pages.authInit">
      {failed && <Button onClick={() => void login()}>{t('pages.login.signIn')}</Button>}
    </SimplePage>
  );
}
