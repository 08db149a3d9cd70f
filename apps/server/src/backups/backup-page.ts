import type { ListedBackup } from './backup-list';
import type { BackupStatus } from './backup-health';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const size = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;

/** The operator's small page: the backups with date, size and migration, each downloadable. */
export function backupPage(backups: ListedBackup[], status: BackupStatus): string {
  const rows = backups
    .map(
      (b) =>
        `<tr><td>${escape(b.header?.createdAt ?? '(unreadable)')}</td><td>${size(b.bytes)}</td>` +
        `<td>${escape(b.header?.kind ?? '')}</td><td>${escape(b.header?.migration ?? '')}</td>` +
        `<td><a href="/ops/backups/${encodeURIComponent(b.name)}" download>${escape(b.name)}</a></td></tr>`,
    )
    .join('\n');
  const warnings = status.warnings.map((w) => `<p role="alert">${escape(w)}</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Backups</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#1a1a1a}table{border-collapse:collapse}
th,td{padding:.3rem .6rem;border-bottom:1px solid #ccc;text-align:left}[role=alert]{color:#8a1c1c;font-weight:600}</style>
</head><body><main><h1>Backups</h1>
${warnings}
<p>Last backup: ${status.lastBackupAt ? escape(status.lastBackupAt.toISOString()) : 'none yet'}</p>
<table><thead><tr><th scope="col">Created at (UTC)</th><th scope="col">Size</th><th scope="col">Kind</th><th scope="col">Migration</th><th scope="col">File</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">No backups yet.</td></tr>'}
</tbody></table></main></body></html>`;
}
