import type { AuditAction } from '@charity/domain/audit/audit-actions';
import { appendAudit } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';

/** What one provisioning run shares: its transaction, its clock and its change list. */
export class ProvisioningContext {
  readonly changes: string[] = [];

  constructor(
    readonly trx: Executor,
    readonly now: Date,
  ) {}

  /** Records a change in the run's report and in the audit log. */
  async record(
    organizationId: string,
    action: AuditAction,
    subject: { type: string; id: string | null; label: string },
    details: Record<string, unknown> = {},
  ): Promise<void> {
    this.changes.push(`${action} ${subject.label}`);
    await appendAudit(this.trx, {
      organizationId,
      actor: 'provisioning',
      action,
      subjectType: subject.type,
      subjectId: subject.id,
      details,
    });
  }
}
