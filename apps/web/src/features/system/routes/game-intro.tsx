import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';
import { SimplePage } from '@/components/ui/simple-page';

export function GameIntroPage() {
  const { t } = useTranslation();
  return (
    <SimplePage messages="pages.gameIntro">
      <Button component={Link} to={paths.game.dashboard}>
        {t('pages.gameIntro.start')}
      </Button>
    </SimplePage>
  );
}
