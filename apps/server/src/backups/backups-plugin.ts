import type { FastifyInstance } from 'fastify';
import { repeatInBackground } from '../jobs/repeating-task';
import { operatorBackupRoutes } from './backup-routes';
import { runDueBackup } from './backup-schedule';
import { backupStatusRoutes } from './backup-status-routes';

/** Scheduled backups (one node takes each), the operator's /ops/backups, the owners' status. */
export async function installBackups(app: FastifyInstance): Promise<void> {
  await app.register(operatorBackupRoutes, { prefix: '/ops' });
  await app.register(backupStatusRoutes, { prefix: '/api/staff' });
  repeatInBackground(app, 'scheduled backup', app.env.BACKUP_CHECK_INTERVAL_MS, () =>
    runDueBackup(app.db, app.env),
  );
}
