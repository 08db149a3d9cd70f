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
export declare function appendAudit(db: Executor, entry: AuditEntry): Promise<void>;
