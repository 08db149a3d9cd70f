import type { Receipt } from '@charity/domain/payments/payment-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestOrigin } from '../organizations/request-origin';
import type { Organization } from '../organizations/organization.repository';
import type { MailRecipient } from '../accounts/account-locale';
import { sendBrandedMail } from '../mail/send-branded-mail';
import { lapsedCheckMail, type LapsedCheck } from '../mail/templates/lapsed-check-mail';
import { receiptMail, type ReceiptTimes } from '../mail/templates/receipt-mail';
import { renewalFailedMail, type RenewalFailure } from '../mail/templates/renewal-failed-mail';
import { inLanguage } from './receipt';

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

/** The site a request came from: its e-mails link there, in that organization's colours. */
export interface MailSite {
  origin: string;
  organization: Organization;
}

/** The site of an authenticated request (its host's organization was read to authenticate). */
export function mailSiteOf(app: FastifyInstance, request: FastifyRequest): MailSite | undefined {
  const organization = request.hostOrganization;
  return organization
    ? { origin: requestOrigin(request, app.env.PUBLIC_ORIGIN), organization }
    : undefined;
}

/** What a payment's transaction read already: its receipt mail does not read it again. */
export interface KnownToMail {
  times?: ReceiptTimes;
  site?: MailSite;
}

export async function sendReceiptMail(
  app: FastifyInstance,
  organizationId: string,
  player: MailRecipient,
  receipt: Receipt,
  known: KnownToMail = {},
) {
  await guarded(app, 'receipt', async () => {
    const times = known.times ?? (await receiptTimes(app, receipt.PaymentId));
    const shown = await inLanguage(app.db, receipt, player.locale);
    await sendBrandedMail(app, {
      organizationId,
      to: player.email,
      locale: player.locale,
      ...(known.site ?? {}),
      content: (branding) => receiptMail(shown, times, branding, player.locale),
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
