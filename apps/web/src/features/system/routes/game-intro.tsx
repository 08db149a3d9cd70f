import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@charity/domain/paths';
import { SignInActions } from '@/components/auth/sign-in-actions';
import { Page } from '@/components/ui/page';
import { Showcase } from '@/features/showcase/components/showcase';
import { useSession } from '@/lib/auth/use-session';

export function GameIntroPage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  return (
    <Page title={t('pages.gameIntro.title')}>
      <Text>{t('pages.gameIntro.body')}</Text>
      <Showcase
        action={
          isAuthenticated ? (
            <Button size="lg" component={Link} to={paths.game.dashboard}>
              {t('pages.gameIntro.start')}
            </Button>
          ) : (
            <SignInActions />
          )
        }
      />
    </Page>
  );
}
