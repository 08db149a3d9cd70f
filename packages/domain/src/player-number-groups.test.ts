import { describe, expect, it } from 'vitest';
import {
  filterByPlayed,
  hasPlayedAllAvailableNumbers,
  isPaymentFailed,
  isPlayed,
  sortGroups,
  withSubscription,
  type PlayerNumberGroup,
} from './player-number-groups';
import { SubscriptionStatus, type SubscriptionStatus as Status } from './subscription-status';

function group(id: string, numbers: Array<[number, Status]>, paid = false): PlayerNumberGroup {
  return {
    Id: id,
    Paid: paid,
    PlayerNumbers: numbers.map(([TicketNumber, SubscriptionStatus]) => ({
      TicketNumber,
      SubscriptionStatus,
      GameId: 'g',
    })),
  };
}

const { Unsubscribed, Subscribed, PaymentProcessing, PaymentSuccessful, PaymentFailure } =
  SubscriptionStatus;

describe('group rules (spec §4)', () => {
  it('uses the spec numeric status values', () => {
    expect(SubscriptionStatus).toEqual({
      Unsubscribed: 0,
      Subscribed: 1,
      PaymentProcessing: 2,
      PaymentSuccessful: 3,
      PaymentFailure: 4,
    });
  });

  it('is payment-failed when any number failed', () => {
    expect(
      isPaymentFailed(
        group('a', [
          [1, Subscribed],
          [2, PaymentFailure],
        ]),
      ),
    ).toBe(true);
    expect(
      isPaymentFailed(
        group('a', [
          [1, Subscribed],
          [2, PaymentSuccessful],
        ]),
      ),
    ).toBe(false);
  });

  it('is played when any number is processing or successful', () => {
    expect(
      isPlayed(
        group('a', [
          [1, Unsubscribed],
          [2, PaymentProcessing],
        ]),
      ),
    ).toBe(true);
    expect(isPlayed(group('a', [[1, PaymentSuccessful]]))).toBe(true);
  });

  it('is otherwise played only when Paid', () => {
    expect(isPlayed(group('a', [[1, Subscribed]], false))).toBe(false);
    expect(isPlayed(group('a', [[1, Subscribed]], true))).toBe(true);
    expect(isPlayed(group('a', [[1, PaymentFailure]], false))).toBe(false);
  });

  it('filters by played state', () => {
    const played = group('p', [[1, PaymentSuccessful]]);
    const unplayed = group('u', [[2, Unsubscribed]]);
    expect(filterByPlayed([played, unplayed], true)).toEqual([played]);
    expect(filterByPlayed([played, unplayed], false)).toEqual([unplayed]);
  });

  it('has played all numbers at the maximum with no unplayed group', () => {
    const played = group('p', [
      [1, PaymentSuccessful],
      [2, PaymentSuccessful],
    ]);
    const unplayed = group('u', [[3, Unsubscribed]]);
    expect(hasPlayedAllAvailableNumbers([played], 2)).toBe(true);
    expect(hasPlayedAllAvailableNumbers([played], 3)).toBe(false);
    expect(hasPlayedAllAvailableNumbers([played, unplayed], 3)).toBe(false);
  });

  it('sorts groups by the ticket number of their first number', () => {
    const sorted = sortGroups([
      group('c', [[30, Unsubscribed]]),
      group('a', [
        [4, Unsubscribed],
        [99, Unsubscribed],
      ]),
      group('empty', []),
      group('b', [[17, Unsubscribed]]),
    ]);
    expect(sorted.map((g) => g.Id)).toEqual(['a', 'b', 'c', 'empty']);
  });

  it('switches every number of a group to Subscribed or Unsubscribed', () => {
    const g = group('a', [
      [1, Unsubscribed],
      [2, PaymentFailure],
    ]);
    expect(withSubscription(g, true).PlayerNumbers.map((n) => n.SubscriptionStatus)).toEqual([
      Subscribed,
      Subscribed,
    ]);
    expect(withSubscription(g, false).PlayerNumbers.map((n) => n.SubscriptionStatus)).toEqual([
      Unsubscribed,
      Unsubscribed,
    ]);
    expect(g.PlayerNumbers[1]?.SubscriptionStatus).toBe(PaymentFailure);
    expect(withSubscription({ ...g, Subscribed: false }, true).Subscribed).toBe(true);
    expect(withSubscription({ ...g, Subscribed: true }, false).Subscribed).toBe(false);
  });
});
