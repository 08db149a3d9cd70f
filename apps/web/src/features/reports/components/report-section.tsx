import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import type { ReportKind } from '@charity/domain/reports/report-period';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/lib/config';
import { downloadReportCsv } from '../api/download-report-csv';
import type { PeriodQuery } from '../api/report-queries';

interface ReportSectionProps {
  kind: ReportKind;
  period: PeriodQuery;
  failed: boolean;
  children: ReactNode;
}

/** One report: its heading, its CSV download and its tables. */
export function ReportSection({ kind, period, failed, children }: ReportSectionProps) {
  const { t } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const headingId = useId();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const title = t(`reports.${kind}.title`);

  function download() {
    setDownloadFailed(false);
    downloadReportCsv(kind, organizationId, period).catch(() => setDownloadFailed(true));
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" className="report-section">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        <Button
          variant="light"
          size="xs"
          onClick={download}
          className="report-no-print"
          aria-label={t('reports.downloadNamed', { name: title })}
        >
          {t('reports.download')}
        </Button>
      </Group>
      {(failed || downloadFailed) && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {children}
    </Stack>
  );
}
