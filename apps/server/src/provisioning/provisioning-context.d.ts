import type { Executor } from '../db/executor';
/** What one provisioning run shares: its transaction, its clock and its change list. */
export declare class ProvisioningContext {
  readonly trx: Executor;
  readonly now: Date;
  readonly changes: string[];
  constructor(trx: Executor, now: Date);
  /** Records a change in the run's report and in the audit log. */
  record(
    organizationId: string,
    action: string,
    subject: {
      type: string;
      id: string | null;
      label: string;
    },
    details?: Record<string, unknown>,
  ): Promise<void>;
}
