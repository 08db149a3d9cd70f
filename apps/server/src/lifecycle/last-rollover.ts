import type { Executor } from '../db/executor';

/**
 * GoldRush: an unpaid winning number leaves its prize in the next instance's pot. A cancelled
 * instance is passed over: its players got their money back, and the jackpot it carried goes
 * on to the next one.
 */
export async function lastRollover(trx: Executor, gameId: string): Promise<number> {
  const last = await trx
    .selectFrom('game_instances as i')
    .leftJoin('draws as d', 'd.game_instance_id', 'i.id')
    .select('d.rollover_cents')
    .where('i.game_id', '=', gameId)
    .where('i.status', '!=', 'Cancelled')
    .orderBy('i.sequence', 'desc')
    .executeTakeFirst();
  return Number(last?.rollover_cents ?? 0);
}
