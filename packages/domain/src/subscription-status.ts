/** Spec §3: subscription/payment status of a player number. */
export const SubscriptionStatus = {
  Unsubscribed: 0,
  Subscribed: 1,
  PaymentProcessing: 2,
  PaymentSuccessful: 3,
  PaymentFailure: 4,
} as const;
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];
