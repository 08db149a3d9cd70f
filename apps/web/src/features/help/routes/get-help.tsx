import { Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/ui/simple-page';
import { useConfig } from '@/lib/config';

export function GetHelpPage() {
  const { t } = useTranslation();
  const organization = useConfig()?.Organization;
  return (
    <SimplePage messages="pages.getHelp">
      <List spacing="sm">
        {organization?.ContactEmail && (
          <List.Item>
            {t('pages.getHelp.email')}{' '}
            <Anchor href={`mailto:${organization.ContactEmail}`}>
              {organization.ContactEmail}
            </Anchor>
          </List.Item>
        )}
        {organization?.StatusScreenUrl && (
          <List.Item>
            {t('pages.getHelp.status')}{' '}
            <Anchor href={organization.StatusScreenUrl} target="_blank" rel="noopener noreferrer">
              {organization.StatusScreenUrlText ?? t('pages.status.link')}
            </Anchor>
          </List.Item>
        )}
      </List>
    </SimplePage>
  );
}
