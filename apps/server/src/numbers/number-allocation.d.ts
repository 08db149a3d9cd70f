import type { Executor } from '../db/executor';
import { HttpError } from '../errors/http-errors';
export interface Allocation {
  gameId: string;
  playerId: string;
  groupId: string;
  rangeMax: number;
  quantity: number;
  requested: readonly number[];
}
/** Every number of the game is held: a 409 the caller may remember for a few seconds. */
export declare class NumbersExhaustedError extends HttpError {
  constructor();
}
/**
 * Inserts the group's numbers inside the caller's transaction. The primary key
 * (game_id, ticket_number) is what guarantees that no number is handed out twice; the
 * caller rolls back everything when this throws.
 */
export declare function allocateNumbers(trx: Executor, a: Allocation): Promise<number[]>;
