import type { FastifyInstance } from 'fastify';
import { findMailRecipient } from '../accounts/account-locale';
import type { LapsedCheck } from '../mail/templates/lapsed-check-mail';
import { sendLapsedCheckMail } from './payment-mail';

export interface LapsedPayment {
  organizationId: string;
  playerId: string;
  check: Omit<LapsedCheck, 'lapsedAt'>;
}

/**
 * What the player's notice of a lapsed bank check says, read before the failure releases the
 * numbers. A renewal has no notice of its own: its failure has the renewal e-mail.
 */
export async function readLapsedPayment(
  app: FastifyInstance,
  paymentId: string,
): Promise<LapsedPayment | null> {
  const payment = await app.db
    .selectFrom('payments as p')
    .innerJoin('game_instances as i', 'i.id', 'p.game_instance_id')
    .innerJoin('games as g', 'g.id', 'i.game_id')
    .select([
      'p.organization_id',
      'p.player_id',
      'p.kind',
      'p.amount_cents',
      'p.currency',
      'p.group_ids',
      'g.time_zone',
    ])
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
  if (!payment || payment.kind === 'renewal') return null;
  const numbers = payment.group_ids.length
    ? await app.db
        .selectFrom('player_numbers')
        .select('ticket_number')
        .where('group_id', 'in', payment.group_ids)
        .orderBy('ticket_number')
        .execute()
    : [];
  return {
    organizationId: payment.organization_id,
    playerId: payment.player_id,
    check: {
      numbers: numbers.map((row) => row.ticket_number),
      amountCents: Number(payment.amount_cents),
      currency: payment.currency,
      timeZone: payment.time_zone,
      released: payment.kind === 'purchase',
    },
  };
}

/** The notice, once: only the sweep whose outcome applied sends it, whichever node ran it. */
export async function noticeLapsedCheck(
  app: FastifyInstance,
  lapsed: LapsedPayment,
  lapsedAt: Date,
): Promise<void> {
  const player = await findMailRecipient(app.db, lapsed.playerId);
  if (player)
    await sendLapsedCheckMail(app, lapsed.organizationId, player, { ...lapsed.check, lapsedAt });
}
