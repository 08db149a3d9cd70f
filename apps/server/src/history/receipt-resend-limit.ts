import { ApiErrorCode } from '@charity/domain/api/errors';
import { RECEIPT_RESENDS_PER_HOUR } from '@charity/domain/api/payment-history';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { HttpError } from '../errors/http-errors';
import { refusal } from '../refusals/refusal-catalogue';

/**
 * Receipts sent again to one player, by the player or by support, stay within five an hour.
 * Counted in the audit log, so the limit holds across every node; in a transaction that locked
 * the player first (lockPlayer), so two resends at the same moment are counted one after the
 * other (the sixth in an hour is refused, never sent).
 */
export async function assertReceiptResendAllowed(
  trx: Executor,
  reply: FastifyReply,
  organizationId: string,
  playerId: string,
): Promise<void> {
  const recent = await trx
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('organization_id', '=', organizationId)
    .where((eb) =>
      eb.or([
        eb.and([eb('actor', '=', playerId), eb('action', '=', 'receipt-resent')]),
        eb.and([
          eb('action', '=', 'support.receipt-resent'),
          eb(sql<string>`details->>'playerId'`, '=', playerId),
        ]),
      ]),
    )
    .where('occurred_at', '>', new Date(Date.now() - 3_600_000))
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= RECEIPT_RESENDS_PER_HOUR) {
    void reply.header('retry-after', '3600');
    throw new HttpError(
      429,
      ApiErrorCode.TooManyRequests,
      refusal('receipt.resendLimit', { perHour: RECEIPT_RESENDS_PER_HOUR }),
    );
  }
}
