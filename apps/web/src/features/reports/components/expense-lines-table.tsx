import type { Expense } from '@charity/domain/reports/financial-return';
import { useTranslation } from 'react-i18next';
import { Currency } from '@/components/ui/currency';
import { ReportTable, type Column } from './report-table';

/** Every expense entered for the period's draws, oldest first. */
export function ExpenseLinesTable({ lines }: { lines: Expense[] }) {
  const { t } = useTranslation();
  const columns: Column<Expense>[] = [
    { header: t('reports.financialReturn.expense.spentOn'), cell: (line) => line.SpentOn },
    { header: t('reports.financialReturn.draw'), cell: (line) => line.GameInstanceName },
    {
      header: t('reports.financialReturn.expense.description'),
      cell: (line) => <span className="expense-description">{line.Description}</span>,
    },
    {
      header: t('reports.financialReturn.expense.amount'),
      cell: (line) => <Currency cents={line.Amount} />,
      numeric: true,
    },
  ];
  return (
    <ReportTable
      caption={t('reports.financialReturn.expensesCaption')}
      columns={columns}
      rows={lines}
      rowKey={(line) => line.Id}
      empty={t('reports.financialReturn.noExpenses')}
    />
  );
}
