import type { Receipt } from '@charity/domain/payments/payment-api';
import type { FastifyInstance } from 'fastify';
import type { MailRecipient } from '../accounts/account-locale';
import { sendBrandedMail } from '../mail/send-branded-mail';
import { lapsedCheckMail, type LapsedCheck } from '../mail/templates/lapsed-check-mail';
import { receiptMail, type ReceiptTimes } from '../mail/templates/receipt-mail';
import { renewalFailedMail, type RenewalFailure } from '../mail/templates/renewal-failed-mail';

/** The draw date of the paid instance and the game's zone, in which a receipt shows times. */
async function receiptTimes(app: FastifyInstance, paymentId: string) {
  return app.db
    .selectFrom('payments as p')
    .innerJoin('game_instances as i', 'i.id', 'p.game_instance_id')
    .innerJoin('games as g', 'g.id', 'i.game_id')
    .select(['i.draw_at as drawAt', 'g.time_zone as timeZone'])
    .where('p.id', '=', paymentId)
    .executeTakeFirstOrThrow();
}

/** Mail never undoes a payment: a failure to write it is logged, the payment stands. */
async function guarded(app: FastifyInstance, what: string, send: () => Promise<void>) {
  if (!app.hasDecorator('identity')) return;
  try {
    await send();
  } catch (err) {
    app.log.error({ err, what }, 'payment mail not sent');
  }
}

export async function sendReceiptMail(
  app: FastifyInstance,
  organizationId: string,
  player: MailRecipient,
  receipt: Receipt,
  knownTimes?: ReceiptTimes,
) {
  await guarded(app, 'receipt', async () => {
    const times = knownTimes ?? (await receiptTimes(app, receipt.PaymentId));
    await sendBrandedMail(app, {
      organizationId,
      to: player.email,
      locale: player.locale,
      content: (branding) => receiptMail(receipt, times, branding, player.locale),
    });
  });
}

export async function sendRenewalFailedMail(
  app: FastifyInstance,
  organizationId: string,
  player: MailRecipient,
  failure: RenewalFailure,
) {
  await guarded(app, 'renewal failed', () =>
    sendBrandedMail(app, {
      organizationId,
      to: player.email,
      locale: player.locale,
      content: (branding) => renewalFailedMail(failure, branding, player.locale),
    }),
  );
}

export async function sendLapsedCheckMail(
  app: FastifyInstance,
  organizationId: string,
  player: MailRecipient,
  check: LapsedCheck,
) {
  await guarded(app, 'bank check lapsed', () =>
    sendBrandedMail(app, {
      organizationId,
      to: player.email,
      locale: player.locale,
      content: (branding) => lapsedCheckMail(check, branding, player.locale),
    }),
  );
}
