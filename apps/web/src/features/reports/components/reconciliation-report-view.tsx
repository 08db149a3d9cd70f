import type {
  ChargeRefunds,
  ProviderTotal,
  ReconciliationDifference,
  ReconciliationReport,
} from '@charity/domain/reports/report-api';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Currency } from '@/components/ui/currency';
import type { PeriodQuery } from '../api/report-queries';
import { ReportSection } from './report-section';
import { ReportTable, type Column } from './report-table';

interface ReconciliationReportViewProps {
  period: PeriodQuery;
  report: ReconciliationReport | undefined;
  failed: boolean;
}

/** The card processor in words: the test one says so; a real one by its name. */
const providerName = (t: TFunction, provider: string) =>
  provider === 'sandbox'
    ? t('reports.reconciliation.sandbox')
    : provider.replace(/^stripe$/, 'Stripe');

/** Provider totals and every difference; the banner above the page carries the verdict. */
export function ReconciliationReportView({
  period,
  report,
  failed,
}: ReconciliationReportViewProps) {
  const { t } = useTranslation();
  const providers: Column<ProviderTotal>[] = [
    { header: t('reports.reconciliation.provider'), cell: (row) => providerName(t, row.Provider) },
    {
      header: t('reports.reconciliation.succeeded'),
      cell: (row) => row.SucceededPayments,
      numeric: true,
    },
    {
      header: t('reports.reconciliation.succeededAmount'),
      cell: (row) => <Currency cents={row.SucceededAmount} />,
      numeric: true,
    },
    {
      header: t('reports.reconciliation.refundedAmount'),
      cell: (row) => <Currency cents={row.RefundedAmount} />,
      numeric: true,
    },
  ];
  const differences: Column<ReconciliationDifference>[] = [
    {
      header: t('reports.reconciliation.kind'),
      cell: (row) => t(`reports.reconciliation.kinds.${row.Kind}`),
    },
    {
      header: t('reports.reconciliation.payment'),
      cell: (row) =>
        row.ReceiptNumber ? (
          <span title={row.PaymentId}>
            {t('reports.reconciliation.receipt', { number: row.ReceiptNumber })}
          </span>
        ) : (
          <code>{row.PaymentId}</code>
        ),
    },
    { header: t('reports.reconciliation.status'), cell: (row) => row.PaymentStatus },
    {
      header: t('reports.reconciliation.paymentAmount'),
      cell: (row) => <Currency cents={row.PaymentAmount} />,
      numeric: true,
    },
    { header: t('reports.reconciliation.entries'), cell: (row) => row.Entries, numeric: true },
    {
      header: t('reports.reconciliation.entriesAmount'),
      cell: (row) => <Currency cents={row.EntriesAmount} />,
      numeric: true,
    },
    {
      header: t('reports.reconciliation.refundedAmount'),
      cell: (row) =>
        row.RefundedAmount === undefined ? '' : <Currency cents={row.RefundedAmount} />,
      numeric: true,
    },
  ];
  const charges: Column<ChargeRefunds>[] = [
    { header: t('reports.reconciliation.charge'), cell: (row) => <code>{row.PaymentId}</code> },
    { header: t('reports.reconciliation.provider'), cell: (row) => providerName(t, row.Provider) },
    {
      header: t('reports.reconciliation.charged'),
      cell: (row) => <Currency cents={row.Charged} />,
      numeric: true,
    },
    { header: t('reports.reconciliation.refunds'), cell: (row) => row.Refunds, numeric: true },
    {
      header: t('reports.reconciliation.refunded'),
      cell: (row) => <Currency cents={row.Refunded} />,
      numeric: true,
    },
    {
      header: t('reports.reconciliation.check'),
      cell: (row) =>
        row.ExceedsCharge ? (
          <strong>{t('reports.reconciliation.exceeds')}</strong>
        ) : (
          t('reports.reconciliation.within')
        ),
    },
  ];
  return (
    <ReportSection kind="reconciliation" period={period} failed={failed}>
      <ReportTable
        caption={t('reports.reconciliation.providersCaption')}
        columns={providers}
        rows={report?.Providers ?? []}
        rowKey={(row) => row.Provider}
        empty={t('reports.empty')}
      />
      <ReportTable
        caption={t('reports.reconciliation.differencesCaption')}
        columns={differences}
        rows={report?.Differences ?? []}
        rowKey={(row) => `${row.Kind}-${row.PaymentId}`}
        empty={t('reports.reconciliation.noDifferences')}
      />
      <ReportTable
        caption={t('reports.reconciliation.refundsAfterDrawCaption')}
        columns={differences.slice(1)}
        rows={report?.RefundsAfterDraw ?? []}
        rowKey={(row) => row.PaymentId}
        empty={t('reports.reconciliation.noRefundsAfterDraw')}
      />
      <ReportTable
        caption={t('reports.reconciliation.chargesCaption')}
        columns={charges}
        rows={report?.ChargeRefunds ?? []}
        rowKey={(row) => row.PaymentId}
        empty={t('reports.reconciliation.noRefunds')}
      />
    </ReportSection>
  );
}
