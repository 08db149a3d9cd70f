import { SubscriptionStatus } from './subscription-status';

export interface PlayerNumber {
  TicketNumber: number;
  SubscriptionStatus: SubscriptionStatus;
  GameId: string;
}

export interface PlayerNumberGroup {
  Id: string;
  Paid: boolean;
  PlayerNumbers: PlayerNumber[];
  /** Whether the group auto-plays, when the server says so (see api/player-numbers.ts). */
  Subscribed?: boolean;
  /** The saved card auto-play charges for the group (issue 12). */
  SubscriptionPaymentMethodId?: string | null;
}

/** Spec §4: a group is payment-failed if any number has PaymentFailure. */
export function isPaymentFailed(group: PlayerNumberGroup): boolean {
  return group.PlayerNumbers.some(
    (n) => n.SubscriptionStatus === SubscriptionStatus.PaymentFailure,
  );
}

/** Spec §4: played if any number is PaymentProcessing or PaymentSuccessful, else when Paid. */
export function isPlayed(group: PlayerNumberGroup): boolean {
  const inPayment = group.PlayerNumbers.some(
    (n) =>
      n.SubscriptionStatus === SubscriptionStatus.PaymentProcessing ||
      n.SubscriptionStatus === SubscriptionStatus.PaymentSuccessful,
  );
  return inPayment || group.Paid;
}

export function filterByPlayed(groups: readonly PlayerNumberGroup[], played: boolean) {
  return groups.filter((group) => isPlayed(group) === played);
}

/**
 * Spec §4: all available numbers are played when the player holds at least
 * MaxNumbersPerPlayer numbers and no unplayed group remains.
 */
export function hasPlayedAllAvailableNumbers(
  groups: readonly PlayerNumberGroup[],
  maxNumbersPerPlayer: number,
): boolean {
  const total = groups.reduce((sum, group) => sum + group.PlayerNumbers.length, 0);
  return total >= maxNumbersPerPlayer && filterByPlayed(groups, false).length === 0;
}

/** Spec §4: groups sort by the ticket number of their first number. */
export function sortGroups(groups: readonly PlayerNumberGroup[]): PlayerNumberGroup[] {
  const first = (g: PlayerNumberGroup) =>
    g.PlayerNumbers[0]?.TicketNumber ?? Number.MAX_SAFE_INTEGER;
  return [...groups].sort((a, b) => first(a) - first(b));
}

/** Spec §4: switching a group locally sets that status on every number in it. */
export function withSubscription(group: PlayerNumberGroup, subscribed: boolean): PlayerNumberGroup {
  const status = subscribed ? SubscriptionStatus.Subscribed : SubscriptionStatus.Unsubscribed;
  return {
    ...group,
    Subscribed: subscribed,
    PlayerNumbers: group.PlayerNumbers.map((n) => ({ ...n, SubscriptionStatus: status })),
  };
}
