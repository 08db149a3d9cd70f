import type { Executor } from '../db/executor';
import type { Reservation } from '../payments/checkout';
/**
 * The numbers of the chosen groups, after checking that every group is the player's own in
 * this game (another player's group is a 404, as if it did not exist) and not yet played.
 */
export declare function reservePlay(
  trx: Executor,
  input: {
    playerId: string;
    gameId: string;
    instanceId: string;
    groupIds: readonly string[];
  },
): Promise<Reservation>;
