import { z } from 'zod';

/**
 * A checkout sent but not yet answered for good, kept for the tab (sessionStorage) so that a
 * reload during a slow payment follows the same payment instead of charging again: the same
 * Idempotency-Key and body are replayed (the server answers the payment it already has), or
 * the known payment is read. Only the processor's token or saved-card id is kept, never a
 * card number, and only until the payment has a final answer.
 */
const pendingCheckoutSchema = z.object({
  key: z.string().min(1),
  body: z.unknown(),
  paymentId: z.string().nullable(),
  savedAt: z.number(),
});

export type PendingCheckout = z.infer<typeof pendingCheckoutSchema>;

/** Past this age a kept attempt is forgotten: the server's own twin window is 5 minutes. */
const KEEP_MS = 15 * 60_000;

const storageKey = (playerId: string, checkout: string) =>
  `charity.checkout.${checkout}.${playerId}`;

export function pendingCheckout(playerId: string, checkout: string) {
  const key = storageKey(playerId, checkout);
  return {
    read(): PendingCheckout | null {
      try {
        const raw = window.sessionStorage.getItem(key);
        const parsed = pendingCheckoutSchema.safeParse(raw ? JSON.parse(raw) : null);
        if (parsed.success && Date.now() - parsed.data.savedAt < KEEP_MS) return parsed.data;
      } catch {
        // Unreadable or no storage: nothing to resume.
      }
      this.clear();
      return null;
    },
    write(pending: Omit<PendingCheckout, 'savedAt'>): void {
      try {
        window.sessionStorage.setItem(key, JSON.stringify({ ...pending, savedAt: Date.now() }));
      } catch {
        // Without storage a reload cannot resume; the server's twin check still holds.
      }
    },
    clear(): void {
      try {
        window.sessionStorage.removeItem(key);
      } catch {
        // Nothing kept.
      }
    },
  };
}

/** The kinds of checkout that keep an attempt (useCheckout's `name`). */
const CHECKOUTS = ['purchase', 'play'] as const;

/**
 * A payment answered elsewhere (approved or cancelled from the dashboard): no checkout screen
 * of this tab may resume it.
 */
export function forgetPendingCheckouts(playerId: string, paymentId: string): void {
  for (const checkout of CHECKOUTS) {
    const kept = pendingCheckout(playerId, checkout);
    if (kept.read()?.paymentId === paymentId) kept.clear();
  }
}
