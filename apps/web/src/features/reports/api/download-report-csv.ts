import type { ReportKind } from '@charity/domain/reports/report-period';
import { downloadFile } from '@/lib/download-file';
import { reportPath, type PeriodQuery } from './report-queries';

/** A report as CSV, downloaded under the server's file name. */
export function downloadReportCsv(
  kind: ReportKind,
  organizationId: string,
  period: PeriodQuery,
): Promise<void> {
  return downloadFile(
    reportPath(kind, organizationId),
    { ...period, format: 'csv' },
    'text/csv',
    `${kind}.csv`,
  );
}
