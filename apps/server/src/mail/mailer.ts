import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Executor } from '../db/executor';
import { createMailSender, type MailSender } from './mail-sender';
import type { MailRetryPolicy } from './mail-retry';

export interface MailMessage {
  organizationId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Puts the message in the outbox; a sender delivers it, now or after retries. Given a
   * transaction, the message exists only if it commits (call `wake` after the commit).
   */
  send(message: MailMessage, trx?: Executor): Promise<void>;
  /** Starts a delivery pass in this process (no-op without SMTP_URL). */
  wake(): void;
  /** The outbox sender; absent without SMTP_URL, when mail is held for the dev mailbox. */
  sender: MailSender | undefined;
}

export interface MailerOptions extends MailRetryPolicy {
  smtpUrl?: string | undefined;
  from: string;
}

// A stalled server must not hold a claim past its lease (LEASE_SECONDS below).
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
const LEASE_SECONDS = 120;

export function createMailer(db: Executor, log: FastifyBaseLogger, options: MailerOptions): Mailer {
  const sender = options.smtpUrl
    ? createMailSender(
        db,
        log,
        nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }),
        {
          ...options,
          leaseSeconds: LEASE_SECONDS,
          batchSize: 20,
        },
      )
    : undefined;
  return {
    sender,
    wake: () => sender?.wake(),
    async send(message, trx) {
      // Links in the body are credentials and the address is private: the subject only.
      log.info({ organizationId: message.organizationId, subject: message.subject }, 'mail');
      await (trx ?? db)
        .insertInto('mail_outbox')
        .values({
          organization_id: message.organizationId,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          status: sender ? 'pending' : 'held',
        })
        .execute();
      if (!trx) sender?.wake();
    },
  };
}
