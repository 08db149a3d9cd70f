import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Winner } from '@charity/domain/api/winner-circle';
import { Currency } from '@/components/ui/currency';

/** The winner circle of one year: one row per draw. */
export function WinnerList({ winners }: { winners: Winner[] }) {
  const { t, i18n } = useTranslation();
  if (winners.length === 0) return <Text>{t('pages.drawResults.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('pages.drawResults.date')}</Table.Th>
            <Table.Th scope="col">{t('pages.drawResults.number')}</Table.Th>
            <Table.Th scope="col">{t('pages.drawResults.winner')}</Table.Th>
            <Table.Th scope="col">{t('pages.drawResults.prize')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {winners.map((winner) => (
            <Table.Tr key={winner.GameInstanceId}>
              <Table.Td>{new Date(winner.DrawnOn).toLocaleDateString(i18n.language)}</Table.Td>
              <Table.Td>{winner.WinningNumber}</Table.Td>
              <Table.Td>{winner.DisplayName ?? t('pages.drawResults.noWinner')}</Table.Td>
              <Table.Td>
                <Currency cents={winner.Prize} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
