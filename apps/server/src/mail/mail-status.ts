/**
 * An outbox row's life: `pending` until a sender claims it (`sending`, under a lease), then
 * `sent`, or back to `pending` with a later attempt, or `failed` when the attempts are spent.
 * `held`: no SMTP_URL, the message stays in the outbox for the development mailbox.
 */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'held';

export type MailLocale = 'en' | 'fr';

export const mailLocales: readonly MailLocale[] = ['en', 'fr'];

export function isMailLocale(value: unknown): value is MailLocale {
  return value === 'en' || value === 'fr';
}
