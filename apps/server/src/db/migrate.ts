import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as organizations from './migrations/0001-organizations';
import * as charities from './migrations/0002-charities';
import * as games from './migrations/0003-games';
import * as operations from './migrations/0004-operations';
import * as identity from './migrations/0005-identity';
import * as numbersPayments from './migrations/0006-numbers-payments';
import * as geofence from './migrations/0007-geofence';
import * as draws from './migrations/0008-draws';
import * as reportIndexes from './migrations/0009-report-indexes';
import * as prizePayouts from './migrations/0010-prize-payouts';

/** Listed in code, not scanned from disk, so bundling or a changed cwd cannot lose one. */
const migrations: Record<string, Migration> = {
  '0001-organizations': organizations,
  '0002-charities': charities,
  '0003-games': games,
  '0004-operations': operations,
  '0005-identity': identity,
  '0006-numbers-payments': numbersPayments,
  '0007-geofence': geofence,
  '0008-draws': draws,
  '0009-report-indexes': reportIndexes,
  '0010-prize-payouts': prizePayouts,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((result) => result.migrationName);
}
