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
import * as cardFingerprints from './migrations/0012-card-fingerprints';
import * as playerProtection from './migrations/0019-player-protection';
import * as mailDelivery from './migrations/0014-mail-delivery';
import * as paidEntriesIndex from './migrations/0017-paid-entries-index';
import * as potLedger from './migrations/0017b-pot-ledger';
import * as rateLimits from './migrations/0013-rate-limits';
import * as staffRoles from './migrations/0018-staff-roles';
import * as bundles from './migrations/0020-bundles';
import * as prepaidDraws from './migrations/0021-prepaid-draws';
import * as extraDrawsRedraws from './migrations/0022-extra-draws-redraws';
import * as termsTranslations from './migrations/0024-terms-translations';
import * as receiptNumbers from './migrations/0024b-receipt-numbers-per-organization';
import * as voids from './migrations/0020b-voids';
import * as paymentCharity from './migrations/0025-payment-charity';
import * as textTranslations from './migrations/0026-organization-text-translations';
import * as instanceCancel from './migrations/0027-instance-cancel';
import * as receiptSequences from './migrations/0028-receipt-number-sequences';
import * as staffInvitations from './migrations/0040-staff-invitations';
import * as raffleExpenses from './migrations/0049-raffle-expenses';
import * as prizeClaims from './migrations/0052-prize-claims';
import * as prizePaymentReference from './migrations/0056-prize-payment-reference';
import * as potCarryIns from './migrations/0054-pot-carry-ins';
import * as receiptLastResent from './migrations/0055-receipt-last-resent';
import * as backupRuns from './migrations/0038-backup-runs';
import * as recordRetention from './migrations/0039-record-retention';
import * as drawLeftOut from './migrations/0035-draw-left-out';
import * as oidcPayloadsAccount from './migrations/0036-oidc-payloads-account';
import * as refundLedger from './migrations/0029-refund-ledger';
import * as prepaidCancellation from './migrations/0030-prepaid-cancellation-refunds';
import * as refundPathLateCharge from './migrations/0042-refund-path-late-charge';
import * as organizationHelpline from './migrations/0043-organization-helpline';
import * as gameConsoleFields from './migrations/0050-game-console-fields';
import * as paymentAskedNumbers from './migrations/0053-payment-asked-numbers';

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
  '0012-card-fingerprints': cardFingerprints,
  '0019-player-protection': playerProtection,
  '0014-mail-delivery': mailDelivery,
  '0017-paid-entries-index': paidEntriesIndex,
  '0017b-pot-ledger': potLedger,
  '0013-rate-limits': rateLimits,
  '0018-staff-roles': staffRoles,
  '0020-bundles': bundles,
  '0021-prepaid-draws': prepaidDraws,
  '0022-extra-draws-redraws': extraDrawsRedraws,
  '0024-terms-translations': termsTranslations,
  '0024b-receipt-numbers-per-organization': receiptNumbers,
  '0020b-voids': voids,
  '0025-payment-charity': paymentCharity,
  '0026-organization-text-translations': textTranslations,
  '0027-instance-cancel': instanceCancel,
  '0028-receipt-number-sequences': receiptSequences,
  '0040-staff-invitations': staffInvitations,
  '0049-raffle-expenses': raffleExpenses,
  '0038-backup-runs': backupRuns,
  '0039-record-retention': recordRetention,
  '0035-draw-left-out': drawLeftOut,
  '0036-oidc-payloads-account': oidcPayloadsAccount,
  '0029-refund-ledger': refundLedger,
  '0030-prepaid-cancellation-refunds': prepaidCancellation,
  '0042-refund-path-late-charge': refundPathLateCharge,
  '0043-organization-helpline': organizationHelpline,
  '0050-game-console-fields': gameConsoleFields,
  '0052-prize-claims': prizeClaims,
  '0053-payment-asked-numbers': paymentAskedNumbers,
  '0054-pot-carry-ins': potCarryIns,
  '0055-receipt-last-resent': receiptLastResent,
  '0056-prize-payment-reference': prizePaymentReference,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The names of the migrations this code knows (a restore refuses a backup beyond them). */
export const knownMigrations = (): string[] => Object.keys(migrations);

/** Runs only these migrations (a logical restore rebuilds the schema its backup had). */
export async function migrateOnly<T>(db: Kysely<T>, names: string[]): Promise<void> {
  const only = Object.fromEntries(names.map((name) => [name, migrations[name]]));
  const missing = names.filter((name) => !migrations[name]);
  if (missing.length > 0) throw new Error(`Unknown migrations: ${missing.join(', ')}`);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => only as Record<string, Migration> },
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  // Features land in parallel branches with their own migration numbers: a database that
  // already ran a later number must still accept an earlier one that arrived after it.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((result) => result.migrationName);
}
