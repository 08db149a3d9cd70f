import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';
import { lockPlayer } from '../numbers/player-lock';
import { assertReceiptResendAllowed } from './receipt-resend-limit';

/** A receipt that went out again this recently is not sent again by support. */
export const SUPPORT_RESEND_REPEAT_SECONDS = 30;

export interface ReceiptResend {
  organizationId: string;
  playerId: string;
  paymentId: string;
  /** Support's resend: the staff member who asked; absent, the player's own. */
  supportActorId?: string;
}

/**
 * Records a resend of a receipt and says whether to send it. The player's own is always sent
 * (their own ask); support's is not when the same receipt went out again less than 30 s ago,
 * by support or by the player (a double click, or both asked at the same moment: it has just
 * gone to the same address), and the answer is still "done". Either way within the player's
 * five an hour, counted together.
 *
 * The last resend time lives on the payment's row (`receipt_last_resent_at`, migration 0055),
 * claimed in one statement, so two requests at once give one mail; a refusal (the hourly
 * limit) undoes the claim. The audit log is written, never read here.
 */
export async function recordReceiptResend(
  db: Executor,
  reply: FastifyReply,
  resend: ReceiptResend,
): Promise<boolean> {
  const { organizationId, playerId, paymentId, supportActorId } = resend;
  return db.transaction().execute(async (trx) => {
    // The player first, then the payment's row: the order every payment of theirs takes.
    await lockPlayer(trx, organizationId, playerId);
    const claimed = await trx
      .updateTable('payments')
      .set({ receipt_last_resent_at: sql<Date>`now()` })
      .where('id', '=', paymentId)
      .where('organization_id', '=', organizationId)
      .$if(supportActorId !== undefined, (update) =>
        update.where((eb) =>
          eb.or([
            eb('receipt_last_resent_at', 'is', null),
            eb(
              'receipt_last_resent_at',
              '<=',
              sql<Date>`now() - make_interval(secs => ${SUPPORT_RESEND_REPEAT_SECONDS})`,
            ),
          ]),
        ),
      )
      .returning('id')
      .executeTakeFirst();
    // Sent a moment ago: done already, whatever the hourly count (a double click at the limit
    // is not refused).
    if (!claimed) return false;
    await assertReceiptResendAllowed(trx, reply, organizationId, playerId);
    await appendAudit(
      trx,
      supportActorId === undefined
        ? {
            organizationId,
            actor: playerId,
            action: 'receipt-resent',
            subjectType: 'payment',
            subjectId: paymentId,
          }
        : {
            organizationId,
            actor: supportActorId,
            action: 'support.receipt-resent',
            subjectType: 'payment',
            subjectId: paymentId,
            details: { playerId },
          },
    );
    return true;
  });
}
