import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/ui/simple-page';
import { useConfig } from '@/lib/config';

export function StatusPage() {
  const { t } = useTranslation();
  const organization = useConfig()?.Organization;
  return (
    <SimplePage messages="pages.status">
      {organization?.StatusScreenUrl && (
        <Anchor href={organization.StatusScreenUrl} target="_blank" rel="noopener noreferrer">
          {organization.StatusScreenUrlText ?? t('pages.status.link')}
        </Anchor>
      )}
    </SimplePage>
  );
}
