import '@/styles/mantine-forms.css';
import { Table } from '@mantine/core';
import type { ReturnFigures } from '@charity/domain/reports/financial-return';
import { useTranslation } from 'react-i18next';
import { Currency } from '@/components/ui/currency';
import { RETURN_FIGURES } from './return-figures';

/** The period's totals as the form reads: one line per figure, its label and its amount. */
export function ReturnTotalsTable({ totals }: { totals: ReturnFigures }) {
  const { t } = useTranslation();
  return (
    <div className="report-table return-totals">
      <Table withTableBorder captionSide="top">
        <Table.Caption>{t('reports.financialReturn.totalsCaption')}</Table.Caption>
        <Table.Tbody>
          {RETURN_FIGURES.map(({ key, money }) => (
            <Table.Tr key={key} className={key === 'NetProceeds' ? 'return-net' : undefined}>
              <Table.Th scope="row">{t(`reports.financialReturn.figures.${key}`)}</Table.Th>
              <Table.Td ta="right">
                {money ? <Currency cents={totals[key]} /> : totals[key]}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
