import type { MailDeliveryReport } from '@charity/domain/reports/mail-delivery';
import type { Executor } from '../db/executor';

const NEWEST_FAILED = 20;

/** The organization's undelivered mail: counts, and the newest failures with their reason. */
export async function mailDeliveryReport(
  db: Executor,
  organizationId: string,
): Promise<MailDeliveryReport> {
  const counts = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      eb.fn.countAll<string | number>().filterWhere('status', '=', 'failed').as('failed'),
      eb.fn
        .countAll<string | number>()
        .filterWhere('status', 'in', ['pending', 'sending'])
        .as('pending'),
    ])
    .where('organization_id', '=', organizationId)
    .where('status', 'in', ['failed', 'pending', 'sending'])
    .executeTakeFirstOrThrow();
  const failed = await db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'created_at', 'attempts', 'last_error'])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'failed')
    .orderBy('created_at', 'desc')
    .limit(NEWEST_FAILED)
    .execute();
  return {
    Pending: Number(counts.pending),
    Failed: Number(counts.failed),
    FailedMessages: failed.map((row) => ({
      Id: row.id,
      To: row.to_address,
      Subject: row.subject,
      CreatedAt: row.created_at.toISOString(),
      Attempts: row.attempts,
      LastError: row.last_error,
    })),
  };
}
