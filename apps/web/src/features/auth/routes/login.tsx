import { Alert, Anchor, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInActions } from '@/components/auth/sign-in-actions';
import { Page } from '@/components/ui/page';
import { Showcase } from '@/features/showcase/components/showcase';
import { sessionExpiry } from '@/lib/auth/session-expiry';
import { useConfig } from '@/lib/config';

/** The sign-in page is the organization's front door: its jackpot, live, then the ways in. */
export function LoginPage() {
  const { t } = useTranslation();
  const organization = useConfig()?.Organization;
  const [expired] = useState(sessionExpiry.peek);
  useEffect(() => sessionExpiry.clear(), []);
  return (
    <Page title={t('pages.login.title')}>
      {expired && (
        <Alert role="status" title={t('pages.login.expiredTitle')}>
          {t('pages.login.expired')}
        </Alert>
      )}
      {organization?.LoginText && <Text>{organization.LoginText}</Text>}
      <Showcase
        action={
          <>
            <SignInActions />
            {organization?.LoginMoreInfoUrl && (
              <Anchor
                href={organization.LoginMoreInfoUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('pages.login.moreInfo')}
              </Anchor>
            )}
          </>
        }
      />
    </Page>
  );
}
