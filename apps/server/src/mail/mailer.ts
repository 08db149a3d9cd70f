import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
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
export function createMailer(
  db: Executor,
  log: FastifyBaseLogger,
  options: { smtpUrl?: string | undefined; from: string },
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      // Links in the body are credentials: only the envelope reaches the log.
      log.info({ to: message.to, subject: message.subject }, 'mail');
      if (transport) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        return;
      }
      await db
        .insertInto('mail_outbox')
        .values({
          organization_id: message.organizationId,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
        })
        .execute();
    },
  };
}
