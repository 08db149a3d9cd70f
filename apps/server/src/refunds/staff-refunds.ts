import type { RefundOutcome, RefundPath } from '@charity/domain/refunds/refund-life-cycle';
import {
  leftToGiveBack,
  voidAmount,
  type VoidablePayment,
} from '@charity/domain/refunds/void-amount';
import { whyNotGivenBack, whyNotVoidable } from '@charity/domain/refunds/void-rule';
import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { findMailRecipient } from '../accounts/account-locale';
import { storedNameIn } from '../translations/instance-name';
import { appendAudit } from '../audit/audit-log.repository';
import '../bundles/bundle-tables';
import type { Executor } from '../db/executor';
import { badRequest, notFound } from '../errors/http-errors';
import { mailBranding } from '../mail/templates/mail-branding';
import { renderMail } from '../mail/templates/render-mail';
import { alreadyVoided, ledgerRefused, refundAboveAmount, voidRefused } from './refund-errors';
import './refund-tables';
import { runMoneyBack } from './money-back/money-back-job';
import { withLedgerState } from './money-back/ledger-view';
import { coverPrepaidCharge, type PrepaidCover } from './money-back/prepaid-cover';
import { requestMoneyBack } from './money-back/request-money-back';
import { staffRefundMail } from './staff-refund-mail';
import { refusal } from '../refusals/refusal-catalogue';

export interface StaffRefundRequest {
  organizationId: string;
  paymentId: string;
  actorId: string;
  reason: string;
  /** A void: these entries (all, when absent) leave the draw. */
  void?: { ticketNumbers?: number[] };
  /** A refund: this amount goes back; the entries stay. */
  refund?: { amountCents: number };
  /** Who asks, in the refund life cycle (a cancelled draw voids as staff do). */
  path?: RefundPath;
}

interface LockedPayment {
  id: string;
  player_id: string;
  game_instance_id: string;
  status: string;
  provider: string;
  provider_reference: string | null;
  charge_payment_id: string;
  amount_cents: string | number;
  refunded_cents: string | number;
  bundle_numbers: number | null;
  ticket_price_cents: string | number;
  instance_name: string;
  instance_translations: unknown;
  drawn: boolean;
  cancelled: boolean;
  prepaid_draws: number | null;
}

/**
 * The payment (of this organization only) and its instance, both locked (see onRefunded),
 * then read: a select that waited for the locks would read the rest (the draw that made it
 * wait, above all) from before the wait.
 */
async function lockPayment(trx: Executor, organizationId: string, paymentId: string) {
  await sql`select from payments p join game_instances i on i.id = p.game_instance_id
    where p.id = ${paymentId} and p.organization_id = ${organizationId}
    for no key update of p, i`.execute(trx);
  const { rows } = await sql<LockedPayment>`
    select p.id, p.player_id, p.game_instance_id, p.status, p.provider,
      coalesce(c.provider_reference, p.provider_reference) as provider_reference,
      coalesce(c.id, p.id) as charge_payment_id,
      p.amount_cents, p.refunded_cents, p.bundle_numbers, i.ticket_price_cents,
      i.name as instance_name, i.translations as instance_translations, p.prepaid_draws,
      exists (select 1 from draws d where d.game_instance_id = i.id) as drawn,
      i.status = ${GameInstanceStatus.Cancelled} as cancelled
    from payments p join game_instances i on i.id = p.game_instance_id
      -- A prepaid draw's money was taken by its charge: it goes back through that charge.
      left join payments c on c.id = p.funded_by
    where p.id = ${paymentId} and p.organization_id = ${organizationId}`.execute(trx);
  const payment = rows[0];
  if (!payment) throw notFound(refusal('payment.notFound', { id: paymentId }));
  return payment;
}

/**
 * Why the void rule (domain refunds/void-rule.ts) refuses this request, or null. The
 * cancellation itself voids a cancelled draw's payments: only staff are refused there.
 */
function whyRefused(payment: LockedPayment, request: StaffRefundRequest) {
  const paid = {
    succeeded: payment.status === 'succeeded',
    refunded: payment.status === 'refunded',
  };
  if (!request.void) return whyNotGivenBack(paid);
  return whyNotVoidable({
    ...paid,
    prepayment: payment.prepaid_draws !== null,
    drawRun: payment.drawn,
    cancelled: payment.cancelled && request.path !== 'cancellation',
  });
}

async function entriesOf(trx: Executor, payment: LockedPayment): Promise<number[]> {
  const rows = await trx
    .selectFrom('instance_entries')
    .select('ticket_number')
    .where('payment_id', '=', payment.id)
    .where('game_instance_id', '=', payment.game_instance_id)
    .where('paid', '=', true)
    .orderBy('ticket_number')
    .execute();
  return rows.map((row) => row.ticket_number);
}

/** The numbers a void takes out: each must be an entry of the payment still in the draw. */
async function numbersToVoid(trx: Executor, payment: LockedPayment, asked?: number[]) {
  const entries = await entriesOf(trx, payment);
  const wanted = asked ?? entries;
  if (wanted.length === 0) throw alreadyVoided('Every number of this payment was voided already.');
  if (new Set(wanted).size !== wanted.length) throw badRequest('A number is listed twice.');
  const held = new Set(entries);
  const missing = wanted.filter((n) => !held.has(n));
  if (missing.length > 0) {
    const voided = await trx
      .selectFrom('payment_refunds')
      .select('ticket_numbers')
      .where('payment_id', '=', payment.id)
      .execute();
    const before = new Set(voided.flatMap((row) => row.ticket_numbers));
    const again = missing.filter((n) => before.has(n));
    if (again.length > 0) throw alreadyVoided(`Number ${again.join(', ')} was voided already.`);
    throw badRequest(`Number ${missing.join(', ')} is not an entry of this payment.`);
  }
  return { wanted, entries: entries.length };
}

/**
 * A void or refund by staff, in one transaction: the entries out of the draw (a void, before
 * the draw only), the refund recorded with its reason, the payment's totals (Refunded once all
 * is given back), the pot's own `out` row (before the draw), the audit entry, the player's
 * e-mail in the outbox and the processor's refund as a job. The refund is sent to the
 * processor once this commits.
 */
export async function giveBack(
  app: FastifyInstance,
  request: StaffRefundRequest,
): Promise<RefundOutcome> {
  // Read before the transaction: on one connection (PGlite) a read outside it would wait on it.
  const branding = app.hasDecorator('identity')
    ? await mailBranding(app, request.organizationId)
    : null;
  const result = await app.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, request.organizationId, request.paymentId);
    const why = whyRefused(payment, request);
    if (why) throw voidRefused(why, { instance: payment.instance_name, status: payment.status });
    const money: VoidablePayment = {
      amountCents: Number(payment.amount_cents),
      refundedCents: Number(payment.refunded_cents),
      bundleNumbers: payment.bundle_numbers,
      ticketPriceCents: Number(payment.ticket_price_cents),
      prepaidDraws: payment.prepaid_draws,
    };
    const left = leftToGiveBack(money);
    let numbers: number[] = [];
    let amount: number;
    if (request.void) {
      const { wanted, entries } = await numbersToVoid(trx, payment, request.void.ticketNumbers);
      numbers = [...wanted].sort((a, b) => a - b);
      amount = voidAmount(money, numbers.length, entries);
      await trx
        .deleteFrom('instance_entries')
        .where('payment_id', '=', payment.id)
        .where('game_instance_id', '=', payment.game_instance_id)
        .where('ticket_number', 'in', numbers)
        .execute();
    } else {
      amount = request.refund?.amountCents ?? 0;
      if (amount > left) throw refundAboveAmount(left);
    }
    if (amount <= 0) throw refundAboveAmount(left);
    const kind = request.void ? 'void' : 'refund';
    const refund = await trx
      .insertInto('payment_refunds')
      .values({
        organization_id: request.organizationId,
        payment_id: payment.id,
        game_instance_id: payment.game_instance_id,
        kind,
        ticket_numbers: numbers,
        amount_cents: amount,
        reason: request.reason,
        actor_id: request.actorId,
        after_draw: payment.drawn,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refundedTotal = money.refundedCents + amount;
    const full = refundedTotal === money.amountCents;
    const isCharge = payment.charge_payment_id === payment.id;
    // A prepaid charge gives back through its draws: those not opened, then the draw's pot.
    const cover: PrepaidCover = payment.prepaid_draws
      ? await coverPrepaidCharge(trx, {
          chargeId: payment.id,
          amountCents: amount,
          refundId: refund.id,
        })
      : { prepaidDrawIndexes: [], drawPaymentIds: [] };
    await trx
      .updateTable('payments')
      .set((eb) => ({
        // A charge's total is its refund ledger's (the ledger's trigger); a draw keeps its own.
        ...(isCharge ? {} : { refunded_cents: refundedTotal }),
        voided_numbers: eb('voided_numbers', '+', numbers.length),
        ...(full ? { status: 'refunded' as const } : {}),
        updated_at: new Date(),
      }))
      .where('id', '=', payment.id)
      .execute();
    // After the draw the pot was paid out as drawn: it does not move (as onRefunded).
    if (!payment.drawn && !payment.prepaid_draws) {
      await trx
        .insertInto('pot_movements')
        .values({
          game_instance_id: payment.game_instance_id,
          payment_id: payment.id,
          direction: 'out',
          amount_cents: -amount,
          refund_id: refund.id,
        })
        .execute();
    }
    await requestMoneyBack(trx, {
      organizationId: request.organizationId,
      chargeId: payment.charge_payment_id,
      path: request.path ?? (kind === 'void' ? 'staff-void' : 'staff-refund'),
      amountCents: amount,
      reason: request.reason,
      actor: request.actorId,
      staffRefundId: refund.id,
      drawPaymentIds: isCharge ? cover.drawPaymentIds : [payment.id],
      prepaidDrawIndexes: cover.prepaidDrawIndexes,
    }).catch((error: unknown) => {
      throw ledgerRefused(error) ? refundAboveAmount(0) : error;
    });
    await appendAudit(trx, {
      organizationId: request.organizationId,
      actor: request.actorId,
      action: kind === 'void' ? 'payment.voided-by-staff' : 'payment.refunded-by-staff',
      subjectType: 'payment',
      subjectId: payment.id,
      details: {
        reason: request.reason,
        ticketNumbers: numbers,
        amountCents: amount,
        refundedTotalCents: refundedTotal,
        instanceId: payment.game_instance_id,
        playerId: payment.player_id,
        afterDraw: payment.drawn,
        refundId: refund.id,
      },
    });
    const player = await findMailRecipient(trx, payment.player_id);
    if (player && branding) {
      const notice = {
        kind,
        instanceName: storedNameIn(
          { name: payment.instance_name, translations: payment.instance_translations },
          player.locale,
        ),
        ticketNumbers: numbers,
        amountCents: amount,
        afterDraw: payment.drawn,
        reason: request.reason,
      } as const;
      const content = staffRefundMail(notice, branding, player.locale);
      const rendered = renderMail(content, branding, player.locale);
      await app.identity.mailer.send(
        { organizationId: request.organizationId, to: player.email, ...rendered },
        trx,
      );
    }
    return {
      RefundId: refund.id,
      PaymentId: payment.id,
      Kind: kind === 'void' ? ('Void' as const) : ('Refund' as const),
      TicketNumbers: numbers,
      Amount: amount,
      RefundedTotal: refundedTotal,
      PaymentStatus: full ? ('Refunded' as const) : ('Succeeded' as const),
      AfterDraw: payment.drawn,
    };
  });
  if (app.hasDecorator('identity')) app.identity.mailer.wake();
  await runMoneyBack(app);
  return withLedgerState(app.db, result);
}
