import '@/styles/mantine-forms.css';
import { Anchor, Table, Text, Title } from '@mantine/core';
import type { Redraw } from '@charity/domain/api/redraws';
import { drawPaths } from '@charity/domain/draw-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The redraws of one draw, in order: what each excluded, replaced and drew. */
export function RedrawHistory({ redraws }: { redraws: Redraw[] }) {
  const { t } = useTranslation();
  if (redraws.length === 0) return null;
  return (
    <>
      <Title order={2} size="h4">
        {t('adminRedraws.history')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {(['sequence', 'reason', 'excluded', 'replaced', 'result', 'verify'] as const).map(
                (column) => (
                  <Table.Th key={column}>{t(`adminRedraws.columns.${column}`)}</Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {redraws.map((redraw) => (
              <Table.Tr key={redraw.Id}>
                <Table.Td>{redraw.Sequence}</Table.Td>
                <Table.Td>{t(`adminRedraws.reasons.${redraw.Reason}`)}</Table.Td>
                <Table.Td>{redraw.ExcludedEntries.join(', ')}</Table.Td>
                <Table.Td>{redraw.ReplacedNumber}</Table.Td>
                <Table.Td>
                  {redraw.Result ? (
                    redraw.Result.WinningNumber === null ? (
                      t('adminRedraws.nobody')
                    ) : (
                      `${redraw.Result.WinningNumber} · ${redraw.Result.WinnerDisplayName ?? ''}`
                    )
                  ) : (
                    <Text span c="dimmed">
                      {t('adminRedraws.pending')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={drawPaths.verify(redraw.Id)}>
                    {t('adminRedraws.verify')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
