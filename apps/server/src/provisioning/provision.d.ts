import type { Executor } from '../db/executor';
import type { ProvisioningFile } from './provisioning-schema';
export interface ProvisioningResult {
  organizations: string[];
  /** Human-readable changes; empty when the database already matched the file. */
  changes: string[];
}
/** Loads organizations idempotently, all or nothing (one transaction). */
export declare function provision(
  db: Executor,
  file: ProvisioningFile,
  now?: Date,
): Promise<ProvisioningResult>;
