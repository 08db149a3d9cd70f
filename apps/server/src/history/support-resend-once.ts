import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';
import { assertReceiptResendAllowed } from './receipt-resend-limit';

/** A receipt support sent again this recently is not sent again: a double click is one mail. */
export const SUPPORT_RESEND_REPEAT_MS = 30_000;

export interface SupportResend {
  organizationId: string;
  playerId: string;
  paymentId: string;
  actorId: string;
}

/**
 * Records support's resend of a receipt (audit entry, within the player's hourly limit) and
 * says whether to send it: false when the same receipt went out less than 30 s ago. The
 * payment's row is locked meanwhile, so two requests at once give one mail.
 */
export async function recordSupportResend(
  db: Executor,
  reply: FastifyReply,
  resend: SupportResend,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select id from payments where id = ${resend.paymentId} for no key update`.execute(
      trx,
    );
    const recent = await trx
      .selectFrom('audit_log')
      .select('id')
      .where('organization_id', '=', resend.organizationId)
      .where('action', '=', 'support.receipt-resent')
      .where('subject_id', '=', resend.paymentId)
      .where('occurred_at', '>', new Date(Date.now() - SUPPORT_RESEND_REPEAT_MS))
      .executeTakeFirst();
    if (recent) return false;
    // The player's own resends and support's count together.
    await assertReceiptResendAllowed(trx, reply, resend.organizationId, resend.playerId);
    await appendAudit(trx, {
      organizationId: resend.organizationId,
      actor: resend.actorId,
      action: 'support.receipt-resent',
      subjectType: 'payment',
      subjectId: resend.paymentId,
      details: { playerId: resend.playerId },
    });
    return true;
  });
}
