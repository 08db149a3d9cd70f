import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';
import { SimplePage } from '@/components/ui/simple-page';

export function BadRequestPage() {
  const { t } = useTranslation();
  return (
    <SimplePage messages="pages.badRequest">
      {/* A full reload retries loading the configuration. */}
      <Anchor href={paths.root}>{t('pages.badRequest.retry')}</Anchor>
    </SimplePage>
  );
}
