import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for the organization's publishable key, loaded once and only when the
 * organization uses Stripe (the `pure` entry adds no script until asked).
 */
export function loadStripeFor(key: string): Promise<Stripe | null> {
  let stripe = loaded.get(key);
  if (!stripe) {
    stripe = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(key));
    loaded.set(key, stripe);
  }
  return stripe;
}

/** The bank's 3-D Secure step through Stripe.js, for a payment that requires action. */
export async function handleStripeAction(key: string, clientSecret: string): Promise<boolean> {
  const stripe = await loadStripeFor(key);
  if (!stripe) return false;
  const { error } = await stripe.handleNextAction({ clientSecret });
  return !error;
}
