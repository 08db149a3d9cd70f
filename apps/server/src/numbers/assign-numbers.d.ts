import type { Executor } from '../db/executor';
import type { GameContext } from './game-context';
export interface NewGroupRequest {
  organizationId: string;
  playerId: string;
  quantity: number;
  requested: readonly number[];
  /** Set for a plain assignment; a purchase keeps its key on the payment instead. */
  idempotencyKey: string | null;
}
export interface NewGroup {
  groupId: string;
  numbers: number[];
  replayed: boolean;
}
/** Refuses at once while a recent allocation found every number held. */
export declare function assertNotExhausted(db: Executor, gameId: string): Promise<void>;
/** Called after the failed transaction rolled back, so that the hint survives it. */
export declare function rememberExhausted(
  db: Executor,
  error: unknown,
  gameId: string,
): Promise<void>;
/**
 * A new group of numbers for the player, inside the caller's transaction and after the
 * caller locked the player (lockPlayer): limits are checked against committed numbers only.
 */
export declare function createNumberGroup(
  trx: Executor,
  game: GameContext,
  request: NewGroupRequest,
): Promise<NewGroup>;
