import type { Executor } from '../db/executor';

export interface NewClientError {
  organizationId: string | null;
  message: string;
  stack: string | null;
  url: string;
  appVersion: string;
  userAgent: string | null;
}

export async function insertClientError(db: Executor, report: NewClientError) {
  return db
    .insertInto('client_errors')
    .values({
      organization_id: report.organizationId,
      message: report.message,
      stack: report.stack,
      url: report.url,
      app_version: report.appVersion,
      user_agent: report.userAgent,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}
