import { describe, expect, it } from 'vitest';
import { SubscriptionStatus } from '../subscription-status';
import { numberStatus, type GroupState } from './number-status';

const state = (overrides: Partial<GroupState> = {}): GroupState => ({
  entry: 'none',
  subscriptionStatus: SubscriptionStatus.Unsubscribed,
  subscriptionInstanceId: null,
  instanceId: 'i2',
  ...overrides,
});

describe('numberStatus', () => {
  it('shows a payment for the instance first', () => {
    expect(numberStatus(state({ entry: 'pending' }))).toBe(SubscriptionStatus.PaymentProcessing);
    expect(
      numberStatus(state({ entry: 'paid', subscriptionStatus: SubscriptionStatus.PaymentFailure })),
    ).toBe(SubscriptionStatus.PaymentSuccessful);
  });

  it('shows subscribed or not when nothing is paid', () => {
    expect(numberStatus(state())).toBe(SubscriptionStatus.Unsubscribed);
    expect(numberStatus(state({ subscriptionStatus: SubscriptionStatus.Subscribed }))).toBe(
      SubscriptionStatus.Subscribed,
    );
  });

  it('shows a renewal state only for the instance it belongs to', () => {
    const failed = { subscriptionStatus: SubscriptionStatus.PaymentFailure };
    expect(numberStatus(state({ ...failed, subscriptionInstanceId: 'i2' }))).toBe(
      SubscriptionStatus.PaymentFailure,
    );
    expect(numberStatus(state({ ...failed, subscriptionInstanceId: 'i1' }))).toBe(
      SubscriptionStatus.Subscribed,
    );
    expect(numberStatus(state({ ...failed, subscriptionInstanceId: 'i2', instanceId: null }))).toBe(
      SubscriptionStatus.Subscribed,
    );
  });
});
