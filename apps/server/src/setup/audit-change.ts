import type { AuditAction } from '@charity/domain/audit/audit-actions';
import { fieldChanges } from '@charity/domain/setup/field-changes';
import type { FastifyRequest } from 'fastify';
import { appendAudit } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';
import { staffOf } from '../staff/staff-access';

export interface SetupChange {
  action: AuditAction;
  subjectType: string;
  subjectId: string;
  /** The thing before the change (null: it was created). */
  before: object | null;
  /** The thing after the change (null: it was deleted). */
  after: object | null;
  details?: Record<string, unknown>;
}

/**
 * A console change in the audit log: who (the staff member), what, and its fields before and
 * after. A change that changed nothing is not written.
 */
export async function auditSetupChange(
  trx: Executor,
  request: FastifyRequest,
  change: SetupChange,
): Promise<void> {
  const changes = fieldChanges(change.before ?? {}, change.after ?? {});
  if (Object.keys(changes).length === 0) return;
  const staff = staffOf(request);
  await appendAudit(trx, {
    organizationId: staff.organizationId,
    actor: staff.accountId,
    action: change.action,
    subjectType: change.subjectType,
    subjectId: change.subjectId,
    details: { ...change.details, changes },
  });
}
