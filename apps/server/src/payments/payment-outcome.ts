import { findMailRecipient, type MailRecipient } from '../accounts/account-locale';
import type { FastifyInstance } from 'fastify';
import { sendReceiptMail, sendRenewalFailedMail, type KnownToMail } from './payment-mail';
import {
  applyOutcomeInTransaction,
  type AppliedOutcome,
  type OutcomeInput,
  type OutcomeResult,
} from './payment-transition';
import { findReceipt } from './receipt';

/** What the caller read already in the payment's transaction: the mail does not read it again. */
export interface KnownToPayer extends KnownToMail {
  recipient: MailRecipient;
}

/** The e-mails of an applied outcome, after its transaction committed: mail never undoes money. */
export async function afterOutcome(
  app: FastifyInstance,
  outcome: AppliedOutcome,
  known?: KnownToPayer,
): Promise<void> {
  const { payment, status } = outcome;
  if (outcome.result !== 'applied' || !payment) return;
  const player = known?.recipient ?? (await findMailRecipient(app.db, payment.player_id));
  if (!player) return;
  if (status === 'succeeded') {
    const receipt = outcome.receipt ?? (await findReceipt(app.db, payment.id));
    if (receipt) await sendReceiptMail(app, payment.organization_id, player, receipt, known);
  }
  if (status === 'failed' && payment.kind === 'renewal') {
    const numbers = await app.db
      .selectFrom('player_numbers')
      .select('ticket_number')
      .where('group_id', 'in', payment.group_ids)
      .orderBy('ticket_number')
      .execute();
    const failure = await app.db
      .selectFrom('payments')
      .select('failure_message')
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    await sendRenewalFailedMail(app, payment.organization_id, player, {
      numbers: numbers.map((row) => row.ticket_number),
      reason: failure.failure_message ?? 'the card was declined',
    });
  }
}

/**
 * The one way a payment changes state, whether the answer came with the charge or later by
 * webhook: forward moves only, each applied once, side effects after the commit.
 */
export async function applyPaymentOutcome(
  app: FastifyInstance,
  input: OutcomeInput,
): Promise<OutcomeResult> {
  const outcome = await app.db
    .transaction()
    .execute((trx) => applyOutcomeInTransaction(trx, input));
  await afterOutcome(app, outcome);
  return outcome.result;
}
