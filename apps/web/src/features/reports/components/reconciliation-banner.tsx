import { Alert } from '@mantine/core';
import type { ReconciliationReport } from '@charity/domain/reports/report-api';
import { useTranslation } from 'react-i18next';

/** Says loudly, at the top of the page, when payments and entries do not match. */
export function ReconciliationBanner({ report }: { report: ReconciliationReport }) {
  const { t } = useTranslation();
  if (report.Reconciles) {
    return (
      <Alert
        color="green"
        role="status"
        title={t('reports.reconciliation.ok')}
        className="report-banner-ok"
      >
        {t('reports.reconciliation.okBody')}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="filled"
      role="alert"
      title={t('reports.reconciliation.notOk')}
      className="report-banner-alarm"
    >
      {t('reports.reconciliation.notOkBody', {
        count:
          report.Differences.length +
          (report.ChargeRefunds ?? []).filter((charge) => charge.ExceedsCharge).length,
      })}
    </Alert>
  );
}
