import { sql } from 'kysely';
import { conflict } from '../auth/auth-errors';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import type { Reservation } from '../payments/checkout';
import { refusal } from '../refusals/refusal-catalogue';

/**
 * The numbers of the chosen groups, after checking that every group is the player's own in
 * this game (another player's group is a 404, as if it did not exist) and not yet played.
 */
export async function reservePlay(
  trx: Executor,
  input: { playerId: string; gameId: string; instanceId: string; groupIds: readonly string[] },
): Promise<Reservation> {
  const groupIds = [...new Set(input.groupIds)];
  const rows = await trx
    .selectFrom('player_number_groups as g')
    .innerJoin('player_numbers as n', 'n.group_id', 'g.id')
    .select(['g.id', 'n.ticket_number'])
    .where('g.id', 'in', groupIds)
    .where('g.player_id', '=', input.playerId)
    .where('g.game_id', '=', input.gameId)
    .orderBy('n.ticket_number')
    .execute();
  const found = new Set(rows.map((row) => row.id));
  const missing = groupIds.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw notFound(refusal('numberGroup.notFound', { id: missing.join(', ') }));
  const { rows: played } = await sql<{ ticket_number: number }>`
    select ticket_number from instance_entries
    where game_instance_id = ${input.instanceId} and group_id = any(${groupIds}::uuid[])
    limit 1`.execute(trx);
  if (played.length > 0) throw conflict(refusal('numbers.alreadyPlayed'));
  return {
    groupIds,
    entries: rows.map((row) => ({ groupId: row.id, ticketNumber: row.ticket_number })),
  };
}
