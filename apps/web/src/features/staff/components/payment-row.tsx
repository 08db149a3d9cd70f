import '@/styles/mantine-forms.css';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentCellProps } from './payment-cells';
import type { PaymentColumn } from './payment-columns';
import { stackCell, stackRow } from './stack-table';

export interface PaymentRowProps extends PaymentCellProps {
  columns: PaymentColumn[];
}

/**
 * One payment in player support: a cell per column, each labelled with its column's name
 * for the stacked card a phone shows.
 */
export function PaymentRow({ columns, ...cell }: PaymentRowProps) {
  const { t } = useTranslation();
  return (
    <Table.Tr {...stackRow}>
      {columns.map(({ label, Cell }) => (
        <Table.Td key={label} {...stackCell(t(label))}>
          <Cell {...cell} />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
