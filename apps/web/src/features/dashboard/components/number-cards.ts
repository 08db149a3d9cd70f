import { groupSubscription } from '@charity/domain/group-subscription';
import {
  isPaymentFailed,
  isPlayed,
  type PlayerNumberGroup,
} from '@charity/domain/player-number-groups';
import type { Prepayment } from '@charity/domain/prepaid/prepaid-api';
import { SubscriptionStatus } from '@charity/domain/subscription-status';

/** The order a card lists its rows in: what needs the player first. */
const STATES = ['failed', 'awaiting', 'unplayed', 'processing', 'played'] as const;
export type RowState = (typeof STATES)[number];

/** Numbers of one state (and one prepayment) inside a card. */
export interface NumberRow {
  state: RowState;
  groups: PlayerNumberGroup[];
  prepayment?: Prepayment;
}

/** The numbers sharing one auto-play setting (all of them when auto-play is not offered). */
export interface NumberCard {
  autoPlay: boolean | null;
  groups: PlayerNumberGroup[];
  rows: NumberRow[];
}

function stateOf(group: PlayerNumberGroup, awaiting: boolean): RowState {
  if (awaiting) return 'awaiting';
  if (isPaymentFailed(group)) return 'failed';
  const status = (s: SubscriptionStatus) =>
    group.PlayerNumbers.some((n) => n.SubscriptionStatus === s);
  if (status(SubscriptionStatus.PaymentProcessing)) return 'processing';
  return isPlayed(group) ? 'played' : 'unplayed';
}

/**
 * Decision 0012: the spec's groups (one a purchase, sorted) shown as one card per auto-play
 * setting, each card with a row per state; a prepaid group's row also names its prepayment.
 */
export function numberCards(
  sorted: readonly PlayerNumberGroup[],
  awaiting: ReadonlySet<string>,
  subscriptionsEnabled: boolean,
  prepaymentOf: (groupId: string) => Prepayment | undefined,
): NumberCard[] {
  const cards = new Map<string, NumberCard>();
  for (const group of sorted) {
    const autoPlay = subscriptionsEnabled ? groupSubscription(group) === 'on' : null;
    const card = cards.get(String(autoPlay)) ?? { autoPlay, groups: [], rows: [] };
    cards.set(String(autoPlay), card);
    card.groups.push(group);
    const state = stateOf(group, awaiting.has(group.Id));
    const prepayment = prepaymentOf(group.Id);
    const row = card.rows.find((r) => r.state === state && r.prepayment === prepayment);
    if (row) row.groups.push(group);
    else card.rows.push({ state, groups: [group], ...(prepayment ? { prepayment } : {}) });
  }
  for (const card of cards.values())
    card.rows.sort((a, b) => STATES.indexOf(a.state) - STATES.indexOf(b.state));
  return [...cards.values()];
}
