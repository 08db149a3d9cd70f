import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/ui/simple-page';
import { useConfig } from '@/lib/config';

export function LocationErrorPage() {
  const { t } = useTranslation();
  const helpLink = useConfig()?.LocationServiceHelpLink;
  return (
    <SimplePage messages="pages.locationError">
      {helpLink && (
        <Anchor href={helpLink} target="_blank" rel="noopener noreferrer">
          {t('pages.locationError.help')}
        </Anchor>
      )}
    </SimplePage>
  );
}
