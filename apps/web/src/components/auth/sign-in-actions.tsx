import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '@/lib/auth/session';

/**
 * The two ways in, side by side: the provider's sign-in page, or its registration page for
 * someone who has no account yet.
 */
export function SignInActions() {
  const { t } = useTranslation();
  const [redirecting, setRedirecting] = useState<'signIn' | 'signUp' | null>(null);
  const go = (signUp: boolean) => {
    setRedirecting(signUp ? 'signUp' : 'signIn');
    login({ signUp }).catch(() => setRedirecting(null));
  };
  return (
    <Group gap="sm">
      <Button size="lg" onClick={() => go(false)} loading={redirecting === 'signIn'}>
        {t('pages.login.signIn')}
      </Button>
      <Button
        size="lg"
        variant="outline"
        onClick={() => go(true)}
        loading={redirecting === 'signUp'}
      >
        {t('pages.login.createAccount')}
      </Button>
    </Group>
  );
}
