import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Executor } from '../db/executor';
import {
  claimDueMail,
  markMailAttemptFailed,
  markMailSent,
  type ClaimedMail,
} from './mail-delivery.repository';
import { nextAttemptAt, type MailRetryPolicy } from './mail-retry';

export interface MailSenderOptions extends MailRetryPolicy {
  from: string;
  /** How long a claim lasts: longer than the transport's own timeouts put together. */
  leaseSeconds: number;
  batchSize: number;
}

export interface MailSender {
  /** One pass: claims what is due and delivers it; answers how many were sent. */
  deliverDue(): Promise<number>;
  /** Starts a pass soon, unless one is running (then that one picks the new mail up). */
  wake(): void;
  /** Waits for the pass under way, if any. */
  idle(): Promise<void>;
}

/** Delivers the outbox through `transport`, one pass at a time in this process. */
export function createMailSender(
  db: Executor,
  log: FastifyBaseLogger,
  transport: Pick<Transporter, 'sendMail'>,
  options: MailSenderOptions,
): MailSender {
  let running: Promise<void> | null = null;
  let again = false;

  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        // One Message-ID per outbox row: a resend after a lost answer is recognisable.
        messageId: `<${mail.id}@outbox.charity-games>`,
      });
      await markMailSent(db, mail.id);
      return true;
    } catch (err) {
      const retryAt = nextAttemptAt(options, mail.attempts);
      const message = err instanceof Error ? err.message : String(err);
      // The envelope only: the body holds links that are credentials.
      log.warn(
        { mailId: mail.id, attempts: mail.attempts, retryAt, err: message },
        'mail not sent',
      );
      await markMailAttemptFailed(db, mail.id, message, retryAt);
      return false;
    }
  }

  async function deliverDue(): Promise<number> {
    const claimed = await claimDueMail(db, options.batchSize, options.leaseSeconds);
    const results = await Promise.all(claimed.map(deliver));
    return results.filter(Boolean).length;
  }

  function wake() {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue().catch((err: unknown) => log.error({ err }, 'mail pass failed'));
      } while (again);
    })().finally(() => (running = null));
  }

  return { deliverDue, wake, idle: async () => void (await running) };
}
