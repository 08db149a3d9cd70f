import type { Player } from '@charity/domain/api/player';
import type { Executor } from '../db/executor';
export declare function reloadPlayer(
  db: Executor,
  organizationId: string,
  playerId: string,
): Promise<Player>;
