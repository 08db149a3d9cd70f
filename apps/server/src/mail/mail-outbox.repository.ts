import type { Executor } from '../db/executor';

/** The newest messages, to one address (any case) when `to` is given. */
export async function listOutbox(db: Executor, limit = 50, to?: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'created_at'])
    .$if(!!to, (query) =>
      query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to?.toLowerCase() ?? '')),
    )
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** The newest message to an address (tests and the dev mailbox). */
export async function latestMailTo(db: Executor, to: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'created_at'])
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
