import type { Executor } from '../db/executor';

export interface AuditEntry {
  organizationId: string | null;
  /** Who did it: `system`, `provisioning`, or an account id. */
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details?: Record<string, unknown>;
}

/** The audit log only grows: a trigger refuses updates and deletes. */
export async function appendAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      organization_id: entry.organizationId,
      actor: entry.actor,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
