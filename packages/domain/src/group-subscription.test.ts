import { describe, expect, it } from 'vitest';
import { groupSubscription } from './group-subscription';
import type { PlayerNumberGroup } from './player-number-groups';
import { SubscriptionStatus, type SubscriptionStatus as Status } from './subscription-status';

const group = (...statuses: Status[]): PlayerNumberGroup => ({
  Id: 'g',
  Paid: false,
  PlayerNumbers: statuses.map((SubscriptionStatus, i) => ({
    TicketNumber: i + 1,
    SubscriptionStatus,
    GameId: 'game',
  })),
});

describe('group subscription', () => {
  it('is on when subscribed or when a renewal failed', () => {
    expect(groupSubscription(group(SubscriptionStatus.Subscribed))).toBe('on');
    expect(groupSubscription(group(SubscriptionStatus.PaymentFailure))).toBe('on');
  });

  it('is off when every number is unsubscribed', () => {
    expect(groupSubscription(group(SubscriptionStatus.Unsubscribed))).toBe('off');
  });

  it('is unknown while the numbers report a payment for the draw', () => {
    expect(groupSubscription(group(SubscriptionStatus.PaymentSuccessful))).toBe('unknown');
    expect(groupSubscription(group(SubscriptionStatus.PaymentProcessing))).toBe('unknown');
  });

  it('follows the server when it says whether the group auto-plays', () => {
    const paid = group(SubscriptionStatus.PaymentSuccessful);
    expect(groupSubscription({ ...paid, Subscribed: true })).toBe('on');
    expect(groupSubscription({ ...paid, Subscribed: false })).toBe('off');
  });
});
