import { updateAccount, type AccountChanges } from '../accounts/account.repository';
import { appendAudit, type AuditEntry } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';

/**
 * A player's change to their own account and its audit row, in one transaction: a change is
 * never stored without the record of who made it.
 */
export async function changeOwnAccount(
  db: Executor,
  account: { organizationId: string; playerId: string },
  changes: AccountChanges,
  audit: Pick<AuditEntry, 'action' | 'subjectType' | 'subjectId' | 'details'>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateAccount(trx, account.organizationId, account.playerId, changes);
    await appendAudit(trx, {
      organizationId: account.organizationId,
      actor: account.playerId,
      ...audit,
    });
  });
}
