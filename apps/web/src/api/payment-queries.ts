import type { QueryClient } from '@tanstack/react-query';

/**
 * Everything a payment can change on the dashboard: numbers and their states, the pot and the
 * instance (under `organization`), the ticket limit, saved cards, payments awaiting approval, prepaid draws.
 * Called whenever a payment moves, so that Back right after paying never shows old numbers.
 */
export function invalidatePaymentQueries(queryClient: QueryClient) {
  return Promise.all(
    [
      'player-number-groups',
      'player-numbers',
      'payment-methods',
      'organization',
      'game-instance',
      'awaiting-approval',
      'prepaid',
    ].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
}
