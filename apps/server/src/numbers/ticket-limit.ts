import { GameType } from '@charity/domain/game-type';
import type { Executor } from '../db/executor';

/** DESIGN.md: GoldRush counts numbers held in the game; 50/50 counts numbers sold for the draw. */
export async function ticketLimitReached(
  db: Executor,
  instance: { id: string; game_id: string; game_type: number; number_range_max: number },
): Promise<boolean> {
  const counted =
    instance.game_type === GameType.ProgressiveFiftyFifty
      ? db
          .selectFrom('instance_entries')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('game_instance_id', '=', instance.id)
          .where('paid', '=', true)
      : db
          .selectFrom('player_numbers')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('game_id', '=', instance.game_id);
  const { count } = await counted.executeTakeFirstOrThrow();
  return Number(count) >= instance.number_range_max;
}
