import type { BenchGame } from './bench-setup';
import { timedLoad, type Post } from './http-client';
import type { BenchPlayer } from './load-job';

const TEST_CARD = { CardNumber: '4242424242424242', ExpMonth: 12, ExpYear: 2040, Cvc: '123' };

/** A sandbox card token for the player (the card form's call). */
export async function cardFor(post: Post, player: BenchPlayer): Promise<string> {
  const card = await post('/api/payments/sandbox/cards', player.token, TEST_CARD);
  if (card.status !== 200) throw new Error(`tokenize answered ${card.status}`);
  return (card.body as { Token: string }).Token;
}

/** The bundle every fourth purchase buys (prepareGame puts it on sale). */
export const BENCH_BUNDLE = { Numbers: 3, Price: 500 } as const;

/**
 * Every player buys one number at a time, paying with a test card, until time is up; every
 * fourth purchase of a player is the 3-number bundle instead.
 */
export async function purchaseLoad(
  post: Post,
  game: BenchGame,
  players: BenchPlayer[],
  seconds: number,
) {
  const cards = new Map<BenchPlayer, string>();
  return timedLoad(players, seconds, async (player, n) => {
    const token = player.card ?? cards.get(player) ?? (await cardFor(post, player));
    cards.set(player, token);
    const bundle = n % 4 === 0 ? { Quantity: BENCH_BUNDLE.Numbers, Bundle: BENCH_BUNDLE } : null;
    const response = await post('/api/player-number/purchase', player.token, {
      PlayerId: player.id,
      OrganizationId: game.organizationId,
      GameInstanceId: game.instanceId,
      Quantity: 1,
      ...bundle,
      Payment: { Token: token },
    });
    return response.status === 200 && (response.body as { Status: string }).Status === 'Succeeded';
  });
}
