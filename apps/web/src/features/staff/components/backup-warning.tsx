import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBackupStatus } from '../api/backup-status';

/**
 * Issue 29: a backup older than twice its interval, or a failed last one, shown to the
 * organization's owners above every console screen (the same warnings as /readyz).
 */
export function BackupWarning() {
  const { t } = useTranslation();
  const warnings = useBackupStatus().data?.Warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" role="alert" title={t('staffBackups.title')} mb="md">
      {t('staffBackups.body')}
      <List size="sm" mt="xs">
        {warnings.map((warning) => (
          <List.Item key={warning}>{warning}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
