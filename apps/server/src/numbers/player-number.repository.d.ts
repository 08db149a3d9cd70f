import type { PlayerNumberGroup } from '@charity/domain/player-number-groups';
import type { Executor } from '../db/executor';
interface GroupQuery {
  playerId: string;
  gameId: string;
  /** The instance that Paid and the payment states refer to. */
  instanceId: string | null;
  groupIds?: readonly string[];
}
/** The player's groups of one game, each number with its status for the instance. */
export declare function listGroups(db: Executor, query: GroupQuery): Promise<PlayerNumberGroup[]>;
export {};
