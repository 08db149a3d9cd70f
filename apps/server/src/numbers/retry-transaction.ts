/** Deadlock and serialization failures: PostgreSQL rolled everything back, so a rerun is safe. */
const RETRYABLE = new Set(['40P01', '40001']);

/** Runs a whole transaction again (at most `attempts` times) when the database asks for it. */
export async function retryTransaction<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      const code = err instanceof Error ? (err as Error & { code?: unknown }).code : undefined;
      if (attempt >= attempts || typeof code !== 'string' || !RETRYABLE.has(code)) throw err;
    }
  }
}
