import type { Executor } from '../db/executor';
/** DESIGN.md: GoldRush counts numbers held in the game; 50/50 counts numbers sold for the draw. */
export declare function ticketLimitReached(
  db: Executor,
  instance: {
    id: string;
    game_id: string;
    game_type: number;
    number_range_max: number;
  },
): Promise<boolean>;
