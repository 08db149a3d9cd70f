import { sql } from 'kysely';
import type { MailLocale } from '../mail/mail-status';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';

export interface LockedPlayer {
  id: string;
  email: string;
  first_name: string;
  locale: MailLocale;
  /** Whether the player ever set a spending limit: without one, no payment needs the check. */
  has_spending_limits: boolean;
}

/**
 * Serialises one player's number and payment work inside the transaction, so that two
 * requests cannot both pass the MaxNumbersPerPlayer check. `no key update` still lets other
 * rows reference the account (foreign keys take `key share`). Answers what a payment needs
 * of the player, so that nothing reads the account again.
 */
export async function lockPlayer(
  trx: Executor,
  organizationId: string,
  playerId: string,
): Promise<LockedPlayer> {
  const { rows } = await sql<LockedPlayer>`
    select a.id, a.email, a.first_name, a.locale,
      exists (select 1 from spending_limit_changes s
              where s.organization_id = a.organization_id and s.player_id = a.id)
        as has_spending_limits
    from accounts a
    where a.id = ${playerId} and a.organization_id = ${organizationId}
    for no key update of a`.execute(trx);
  const player = rows[0];
  if (!player) throw notFound(`Player ${playerId} does not exist.`);
  return player;
}
