import type { AuditAction } from '@charity/domain/audit/audit-actions';
import type { QueryCreator } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';

export interface AuditEntry {
  organizationId: string | null;
  /** Who did it: `system`, `provisioning`, or an account id. */
  actor: string;
  /** One of the domain's table (audit/audit-actions.ts): it puts each into words. */
  action: AuditAction;
  subjectType: string;
  subjectId: string | null;
  details?: Record<string, unknown>;
}

/** The audit log only grows: a trigger refuses updates and deletes. */
/** The audit row as an insert, for a caller that writes it with others in one statement. */
export function auditInsert(db: Pick<QueryCreator<Database>, 'insertInto'>, entry: AuditEntry) {
  return db.insertInto('audit_log').values({
    organization_id: entry.organizationId,
    actor: entry.actor,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    details: JSON.stringify(entry.details ?? {}),
  });
}

export async function appendAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await auditInsert(db, entry).execute();
}
