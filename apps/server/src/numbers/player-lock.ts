import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import { refusal } from '../refusals/refusal-catalogue';

/**
 * Serialises one player's number and payment work inside the transaction, so that two
 * requests cannot both pass the MaxNumbersPerPlayer check. `no key update` still lets other
 * rows reference the account (foreign keys take `key share`).
 */
export async function lockPlayer(trx: Executor, organizationId: string, playerId: string) {
  const { rows } = await sql<{ id: string; email: string; first_name: string }>`
    select id, email, first_name from accounts
    where id = ${playerId} and organization_id = ${organizationId}
    for no key update`.execute(trx);
  const player = rows[0];
  if (!player) throw notFound(refusal('player.notFound', { id: playerId }));
  return player;
}
