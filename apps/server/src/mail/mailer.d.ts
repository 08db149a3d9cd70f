import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/executor';
export interface MailMessage {
  organizationId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
/** Without SMTP_URL, mail stays in the outbox table (read by /dev/mailbox and by tests). */
export declare function createMailer(
  db: Executor,
  log: FastifyBaseLogger,
  options: {
    smtpUrl?: string | undefined;
    from: string;
  },
): Mailer;
