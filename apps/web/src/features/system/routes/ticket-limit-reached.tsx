import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';
import { SimplePage } from '@/components/ui/simple-page';

export function TicketLimitReachedPage() {
  const { t } = useTranslation();
  return (
    <SimplePage messages="pages.ticketLimitReached">
      <Anchor component={Link} to={paths.game.dashboard}>
        {t('common.backToDashboard')}
      </Anchor>
    </SimplePage>
  );
}
