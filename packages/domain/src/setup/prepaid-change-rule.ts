import type { FixedUnderSales, GameChangeRefusal, GameFacts } from './game-change-rule';

/**
 * Prepaid draws cross a game's price and share (docs/decisions/0010-prepaid-draws.md): a
 * player who paid for later draws paid them at the ticket price of that day, under its winner
 * share, for instances not open yet. Those two stay as they are while any prepaid draw of the
 * game waits for its instance (or its charge is still being paid); they change once the draws
 * are entered and drawn, or refunded. The number range is held by the numbers themselves.
 */
const FIXED_UNDER_PREPAID = {
  ticketPriceCents: 'at the current ticket price: the ticket price',
  winnerSharePercent: 'under the current winner share: the winner share',
} as const satisfies Partial<Record<FixedUnderSales, string>>;

/** Players with prepaid draws of the game still to enter (0: none). */
export interface PrepaidState {
  players: number;
}

/** Each of price and share the change may not touch because of prepaid draws still to come. */
export function prepaidRefusals(
  before: GameFacts,
  after: GameFacts,
  prepaid: PrepaidState,
  refusedAlready: readonly GameChangeRefusal[] = [],
): GameChangeRefusal[] {
  if (prepaid.players === 0) return [];
  const who = prepaid.players === 1 ? '1 player' : `${prepaid.players} players`;
  return (Object.keys(FIXED_UNDER_PREPAID) as (keyof typeof FIXED_UNDER_PREPAID)[])
    .filter((field) => before[field] !== after[field])
    .filter((field) => !refusedAlready.some((refusal) => refusal.field === field))
    .map((field) => ({
      field,
      message:
        `${who} prepaid later draws ${FIXED_UNDER_PREPAID[field]} cannot change ` +
        'until those draws are played or refunded',
    }));
}

/** A prepayment while the next draws have another price than this one: refused (409). */
export const PREPAY_PRICE_CHANGING =
  'The ticket price changes from the next draw: pay for this draw alone, or prepay once it is drawn.';
