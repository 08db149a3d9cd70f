export interface MailRetryPolicy {
  /** The wait after the first failed attempt; each later one doubles it. */
  baseDelayMs: number;
  /** Attempts in all; after the last one fails the message is `failed` for good. */
  maxAttempts: number;
}

const LONGEST_WAIT_MS = 6 * 3600_000;

/** When to try again after `attempts` failed tries, or null when no try is left. */
export function nextAttemptAt(
  policy: MailRetryPolicy,
  attempts: number,
  now = new Date(),
): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  const wait = Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  return new Date(now.getTime() + wait);
}
