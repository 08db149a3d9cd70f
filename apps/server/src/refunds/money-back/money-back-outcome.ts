import type { FastifyInstance } from 'fastify';
import { appendAudit } from '../../audit/audit-log.repository';
import { sendPrepaidRefundMail } from '../../prepaid/prepaid-refund-mail';
import './ledger-tables';

/**
 * The processor took the refund: succeeded (final). A prepaid refund is marked refunded and
 * the player e-mailed, as before the ledger (staff and cancellations e-mailed on request).
 */
export async function moneyBackSucceeded(app: FastifyInstance, ledgerId: string) {
  const prepaid = await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('refund_ledger')
      .set({ state: 'succeeded', updated_at: new Date() })
      .where('id', '=', ledgerId)
      .where('state', '=', 'sent')
      .returning(['prepaid_refund_id', 'organization_id', 'charge_id', 'amount_cents'])
      .executeTakeFirst();
    if (!row?.prepaid_refund_id) return null;
    const refund = await trx
      .updateTable('prepaid_refunds')
      .set({ status: 'refunded', refunded_at: new Date() })
      .where('id', '=', row.prepaid_refund_id)
      .where('status', '=', 'requested')
      .returning(['id', 'player_id', 'draws', 'reason', 'amount_cents'])
      .executeTakeFirst();
    if (!refund) return null;
    const charge = await trx
      .selectFrom('payments')
      .select(['provider', 'currency'])
      .where('id', '=', row.charge_id)
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      organizationId: row.organization_id,
      actor: `provider:${charge.provider}`,
      action: 'prepaid.refunded',
      subjectType: 'payment',
      subjectId: row.charge_id,
      details: {
        refundId: refund.id,
        amountCents: Number(refund.amount_cents),
        draws: refund.draws,
      },
    });
    return { ...refund, organizationId: row.organization_id, currency: charge.currency };
  });
  // After the commit: the mail's branding is read outside the transaction.
  if (prepaid) {
    await sendPrepaidRefundMail(app, {
      organizationId: prepaid.organizationId,
      playerId: prepaid.player_id,
      amountCents: Number(prepaid.amount_cents),
      currency: prepaid.currency,
      draws: prepaid.draws,
      reason: prepaid.reason,
    }).catch((err: unknown) => app.log.error({ err }, 'prepaid refund mail not sent'));
  }
}

/**
 * The processor refused the refund (or never answered): failed (final), with its reason.
 * Its amount no longer counts as given back (the ledger's trigger lowers the charge's
 * total), so a charge marked refunded by it is succeeded again and staff can give the money
 * back another way; the entries and draws it took out stay out. Audited for the books.
 */
export async function moneyBackFailed(app: FastifyInstance, ledgerId: string, reason: string) {
  await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('refund_ledger')
      .set({ state: 'failed', failure_reason: reason, updated_at: new Date() })
      .where('id', '=', ledgerId)
      .where('state', 'in', ['requested', 'sent'])
      .returning(['organization_id', 'charge_id', 'amount_cents', 'path'])
      .executeTakeFirst();
    if (!row) return;
    await trx
      .updateTable('payments')
      .set({ status: 'succeeded', updated_at: new Date() })
      .where('id', '=', row.charge_id)
      .where('status', '=', 'refunded')
      .whereRef('refunded_cents', '<', 'amount_cents')
      .execute();
    await appendAudit(trx, {
      organizationId: row.organization_id,
      actor: 'system',
      action: 'refund.failed',
      subjectType: 'payment',
      subjectId: row.charge_id,
      details: {
        refundId: ledgerId,
        path: row.path,
        amountCents: Number(row.amount_cents),
        reason,
      },
    });
  });
}
