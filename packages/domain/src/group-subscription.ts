import type { PlayerNumberGroup } from './player-number-groups';
import { SubscriptionStatus } from './subscription-status';

/**
 * Whether a group auto-plays: as the server says when it does, else as far as its numbers tell: Subscribed, or a failed renewal
 * (only subscribed groups are charged automatically). A group paid for this draw reports its
 * payment instead, so its subscription is unknown.
 */
export function groupSubscription(group: PlayerNumberGroup): 'on' | 'off' | 'unknown' {
  if (group.Subscribed !== undefined) return group.Subscribed ? 'on' : 'off';
  const statuses = group.PlayerNumbers.map((n) => n.SubscriptionStatus);
  if (statuses.some((s) => s === SubscriptionStatus.PaymentFailure)) return 'on';
  if (statuses.some((s) => s === SubscriptionStatus.Subscribed)) return 'on';
  if (statuses.every((s) => s === SubscriptionStatus.Unsubscribed)) return 'off';
  return 'unknown';
}
