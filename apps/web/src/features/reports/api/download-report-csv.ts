import type { ReportKind } from '@charity/domain/reports/report-period';
import { apiErrorFrom } from '@/lib/api-error';
import { getAccessToken } from '@/lib/auth/session';
import { loadConfig } from '@/lib/config';
import { reportPath, type PeriodQuery } from './report-queries';

/**
 * The CSV needs the bearer token, so a plain link cannot fetch it: the file is fetched, then
 * handed to the browser as a download under the server's file name.
 */
export async function downloadReportCsv(
  kind: ReportKind,
  organizationId: string,
  period: PeriodQuery,
): Promise<void> {
  const { CommonUrl } = await loadConfig();
  const url = new URL(
    reportPath(kind, organizationId),
    CommonUrl.endsWith('/') ? CommonUrl : `${CommonUrl}/`,
  );
  for (const [key, value] of Object.entries(period)) url.searchParams.set(key, String(value));
  url.searchParams.set('format', 'csv');
  const token = await getAccessToken();
  const response = await fetch(url, {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    throw apiErrorFrom('GET', url.toString(), response.status, null, response.statusText);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${kind}.csv`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
