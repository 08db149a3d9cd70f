import { SubscriptionStatus } from '../subscription-status';

/** What the database knows about one group for the instance being shown. */
export interface GroupState {
  /** The group's entries for the instance: none, waiting for payment, or paid. */
  entry: 'none' | 'pending' | 'paid';
  /** The group's subscription state (0..4) and the instance that states 2..4 refer to. */
  subscriptionStatus: SubscriptionStatus;
  subscriptionInstanceId: string | null;
  instanceId: string | null;
}

/**
 * The SubscriptionStatus every number of a group shows (spec §3, DESIGN.md): a payment for the
 * instance wins; then a renewal of this instance; otherwise subscribed or not.
 */
export function numberStatus(state: GroupState): SubscriptionStatus {
  if (state.entry === 'pending') return SubscriptionStatus.PaymentProcessing;
  if (state.entry === 'paid') return SubscriptionStatus.PaymentSuccessful;
  const status = state.subscriptionStatus;
  if (status === SubscriptionStatus.Unsubscribed) return status;
  if (status === SubscriptionStatus.Subscribed) return status;
  const sameInstance =
    state.instanceId !== null && state.subscriptionInstanceId === state.instanceId;
  return sameInstance ? status : SubscriptionStatus.Subscribed;
}
