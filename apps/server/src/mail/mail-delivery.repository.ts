import { sql } from 'kysely';
import type { Executor } from '../db/executor';

export interface ClaimedMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/**
 * Claims due messages for this sender. SKIP LOCKED lets every node claim at once without
 * taking each other's rows; the claim is a lease, so a node that died mid-send leaves its
 * rows to be claimed again once `leaseSeconds` have passed.
 */
export async function claimDueMail(
  db: Executor,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedMail[]> {
  const { rows } = await sql<ClaimedMail>`
    update mail_outbox set status = 'sending', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from mail_outbox
      where next_attempt_at <= now()
        and (status = 'pending' or (status = 'sending' and locked_until < now()))
      order by next_attempt_at limit ${limit}
      for update skip locked)
    returning id, to_address, subject, text_body, html_body, attempts`.execute(db);
  return rows;
}

export async function markMailSent(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: new Date(), locked_until: null, last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/** Another try at `retryAt`, or `failed` for good when `retryAt` is null. */
export async function markMailAttemptFailed(
  db: Executor,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: retryAt ?? new Date(),
      locked_until: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}
