import type { Executor } from '../db/executor';
import type { MailLocale } from '../mail/mail-status';

export interface MailRecipient {
  email: string;
  firstName: string;
  locale: MailLocale;
}

export async function findMailRecipient(
  db: Executor,
  accountId: string,
): Promise<MailRecipient | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select(['email', 'first_name', 'locale'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row && { email: row.email, firstName: row.first_name, locale: row.locale };
}
