import type { BenchGame } from './bench-setup';
import { timedLoad, type Get } from './http-client';
import type { BenchPlayer } from './load-job';

/**
 * The same buyers and sockets as the purchase load, each reading its own player record in a
 * loop: the server's lightest authenticated call (the token, the host's organization, one
 * read). Whatever a purchase does, it cannot go faster than this on the same machine.
 */
export async function floorLoad(
  get: Get,
  game: BenchGame,
  players: BenchPlayer[],
  seconds: number,
) {
  return timedLoad(players, seconds, async (player) => {
    const path = `/api/player/byid/${player.id}/for-organization/${game.organizationId}`;
    return (await get(path, player.token)).status === 200;
  });
}
