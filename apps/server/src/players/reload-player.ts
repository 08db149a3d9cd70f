import type { Player } from '@charity/domain/api/player';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import { findPlayerView } from './player.repository';
import { toPlayer } from './player-response';
import { refusal } from '../refusals/refusal-catalogue';

export async function reloadPlayer(
  db: Executor,
  organizationId: string,
  playerId: string,
): Promise<Player> {
  const view = await findPlayerView(db, organizationId, playerId);
  if (!view) throw notFound(refusal('player.notFound', { id: playerId }));
  return toPlayer(view);
}
