import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupportPlayerDetail } from '@charity/domain/staff/support-api';

/** The player's numbers, once per game: "Gold Rush: 12, 300". */
export function PlayerNumbers({ numbers }: { numbers: SupportPlayerDetail['Numbers'] }) {
  const { t } = useTranslation();
  const byGame = new Map<string, number[]>();
  for (const { GameName, TicketNumber } of numbers) {
    byGame.set(GameName, [...(byGame.get(GameName) ?? []), TicketNumber]);
  }
  return (
    <div>
      <Text>{t('staffSupport.numbers', { count: numbers.length })}</Text>
      {[...byGame].map(([game, list]) => (
        <Text key={game}>
          {t('staffSupport.numbersOfGame', {
            game,
            numbers: list.sort((a, b) => a - b).join(', '),
          })}
        </Text>
      ))}
    </div>
  );
}
