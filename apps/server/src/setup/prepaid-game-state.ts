import type { PrepaidState } from '@charity/domain/setup/prepaid-change-rule';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/**
 * The players whose prepaid draws of the game are still to come: a draw waiting for its
 * instance, or a prepaid charge still being paid (its draws are written when it succeeds).
 * Read under the game row's lock, which a prepayment shares while it records its charge.
 */
export async function prepaidState(trx: Executor, gameId: string): Promise<PrepaidState> {
  const { rows } = await sql<{ players: string }>`
    select count(distinct player_id) as players from (
      select d.player_id from prepaid_draws d
        where d.game_id = ${gameId} and d.status = 'pending'
      union all
      select p.player_id from payments p
        join game_instances i on i.id = p.game_instance_id
        where i.game_id = ${gameId} and p.prepaid_draws is not null
          and p.status in ('processing', 'requires_action')) waiting`.execute(trx);
  return { players: Number(rows[0]?.players ?? 0) };
}
