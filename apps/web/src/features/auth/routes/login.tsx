import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { login } from '@/lib/auth/session';
import { useConfig } from '@/lib/config';

export function LoginPage() {
  const { t } = useTranslation();
  const organization = useConfig()?.Organization;
  const [redirecting, setRedirecting] = useState(false);
  const signIn = () => {
    setRedirecting(true);
    login().catch(() => setRedirecting(false));
  };
  return (
    <Page title={t('pages.login.title')}>
      {organization?.CombinedLogoUrl && (
        <img
          className="login__logo"
          src={organization.CombinedLogoUrl}
          alt={organization.OrganizationName}
        />
      )}
      {organization?.LoginText && <Text>{organization.LoginText}</Text>}
      <Button size="lg" onClick={signIn} loading={redirecting}>
        {t('pages.login.signIn')}
      </Button>
      {organization?.LoginMoreInfoUrl && (
        <Anchor href={organization.LoginMoreInfoUrl} target="_blank" rel="noopener noreferrer">
          {t('pages.login.moreInfo')}
        </Anchor>
      )}
    </Page>
  );
}
