import type { ListedBackup } from './backup-list';

/** The backups as a plain table for a terminal. */
export function formatBackupTable(backups: ListedBackup[]): string {
  if (backups.length === 0) return 'No backups.\n';
  const lines = backups.map((backup) =>
    [
      backup.header?.createdAt ?? '(unreadable header)',
      String(backup.bytes).padStart(12),
      (backup.header?.kind ?? '').padEnd(8),
      (backup.header?.migration ?? '').padEnd(34),
      backup.name,
    ].join('  '),
  );
  return `${['created at'.padEnd(24), 'bytes'.padStart(12), 'kind    ', 'migration'.padEnd(34), 'file'].join('  ')}\n${lines.join('\n')}\n`;
}
