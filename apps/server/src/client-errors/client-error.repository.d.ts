import type { Executor } from '../db/executor';
export interface NewClientError {
  organizationId: string | null;
  message: string;
  stack: string | null;
  url: string;
  appVersion: string;
  userAgent: string | null;
}
export declare function insertClientError(
  db: Executor,
  report: NewClientError,
): Promise<{
  id: string;
}>;
