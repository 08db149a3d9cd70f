import type { BenchGame } from './bench-setup';
import type { Post } from './http-client';
import type { BenchPlayer } from './load-job';
import { cardFor } from './purchase-mode';

export interface RaceLoad {
  bought: number;
  refused: number;
  failedRequests: number;
  failures: Record<string, number>;
  seconds: number;
}

/**
 * Every buyer first opens the card form (a token each, through the same bounded sockets),
 * then all of them ask at once for 1 or 2 numbers: every request is in flight together,
 * queued by the client's socket pool as a load balancer would queue them.
 */
export async function raceLoad(post: Post, game: BenchGame, players: BenchPlayer[]) {
  const tokens = await Promise.all(players.map((player) => cardFor(post, player)));
  const tally: RaceLoad = { bought: 0, refused: 0, failedRequests: 0, failures: {}, seconds: 0 };
  const started = performance.now();
  await Promise.all(
    players.map(async (player, index) => {
      try {
        const response = await post('/api/player-number/purchase', player.token, {
          PlayerId: player.id,
          OrganizationId: game.organizationId,
          GameInstanceId: game.instanceId,
          Quantity: 1 + (index % 2),
          Payment: { Token: tokens[index] },
        });
        if (response.status === 200) tally.bought += 1;
        else if (response.status === 409) tally.refused += 1;
        else {
          tally.failedRequests += 1;
          const key = String(response.status);
          tally.failures[key] = (tally.failures[key] ?? 0) + 1;
        }
      } catch (err) {
        tally.failedRequests += 1;
        const key = err instanceof Error ? err.name : 'error';
        tally.failures[key] = (tally.failures[key] ?? 0) + 1;
      }
    }),
  );
  tally.seconds = Math.round((performance.now() - started) / 100) / 10;
  return tally;
}
