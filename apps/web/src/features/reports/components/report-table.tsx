import '@/styles/mantine-forms.css';
import { Table, Text } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWiderThanBox } from './use-wider-than-box';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** Actions: left out of the printed report. */
  noPrint?: boolean;
}

interface ReportTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
}

/**
 * An accessible table (caption, column headers) that scrolls sideways on a phone when its
 * columns need more room: the scrolling region is named and takes keyboard focus, so it can
 * be scrolled without a pointer. When it does scroll, a line below says so: on a phone the
 * columns past the edge are otherwise easy to miss.
 */
export function ReportTable<T>({ caption, columns, rows, rowKey, empty }: ReportTableProps<T>) {
  const { t } = useTranslation();
  const region = useRef<HTMLDivElement>(null);
  const scrolls = useWiderThanBox(region);
  return (
    <div>
      <div ref={region} className="report-table" role="region" aria-label={caption} tabIndex={0}>
        <Table striped withTableBorder captionSide="top" miw={columns.length * 100}>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.header}
                  scope="col"
                  ta={column.numeric ? 'right' : undefined}
                  className={column.noPrint ? 'report-no-print' : undefined}
                >
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.header}
                    ta={column.numeric ? 'right' : undefined}
                    className={column.noPrint ? 'report-no-print' : undefined}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed">{empty}</Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </div>
      {scrolls && (
        <Text size="xs" c="dimmed" className="report-no-print report-scroll-hint">
          {t('reports.scrollHint')}
        </Text>
      )}
    </div>
  );
}
