import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/ui/simple-page';
import { login } from '@/lib/auth/session';

/** Passed the location check: registration happens at the identity provider. */
export function RegistrationRequestPage() {
  const { t } = useTranslation();
  return (
    <SimplePage messages="pages.registrationRequest">
      <Button onClick={() => void login({ signUp: true })}>
        {t('pages.registrationRequest.continue')}
      </Button>
    </SimplePage>
  );
}
