import type { Executor } from '../db/executor';
export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
}
/** Adds a job once: the (kind, key) pair is unique, so enqueuing twice is harmless. */
export declare function enqueueJob(
  db: Executor,
  kind: string,
  key: string,
  payload: Record<string, unknown>,
): Promise<void>;
/**
 * Claims due jobs for this worker. SKIP LOCKED lets several processes claim at once without
 * taking each other's rows; a claim lasts `leaseSeconds`, after which a crashed worker's job
 * is claimed again (handlers are idempotent).
 */
export declare function claimJobs(
  db: Executor,
  kind: string,
  limit: number,
  leaseSeconds?: number,
): Promise<ClaimedJob[]>;
export declare function finishJob(db: Executor, id: number, error?: string): Promise<void>;
