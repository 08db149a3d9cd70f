import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `intervalMs` in this process (0: never; tests call the work themselves).
 * A run never overlaps the previous one, a failure is logged and retried next time, and
 * closing the app waits for the run in progress.
 */
export function repeatInBackground(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
): void {
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = work()
      .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
