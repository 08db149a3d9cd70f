import { List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GameType } from '@charity/domain/game-type';
import { useCurrentStatus } from '@/api/current-status';
import { Page } from '@/components/ui/page';

const STEPS = ['1', '2', '3', '4'] as const;

/** The steps of play for the organization's game type. */
export function HowToPlayPage() {
  const { t } = useTranslation();
  const gameType = useCurrentStatus().data?.CurrentGameInstance?.GameType;
  const game = gameType === GameType.ProgressiveFiftyFifty ? 'fiftyFifty' : 'goldRush';
  return (
    <Page title={t('menu.howToPlay')}>
      <List type="ordered" spacing="sm">
        {STEPS.map((step) => (
          <List.Item key={step}>{t(`pages.howToPlay.${game}.${step}`)}</List.Item>
        ))}
      </List>
    </Page>
  );
}
