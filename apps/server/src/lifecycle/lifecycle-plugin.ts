import type { FastifyInstance } from 'fastify';
import { runLifecycle } from './run-lifecycle';

/**
 * Runs the lifecycle every `intervalMs` in this process (0: never; tests call runLifecycle
 * themselves). A pass never overlaps the previous one, and closing the app waits for it.
 */
export function installLifecycle(app: FastifyInstance, intervalMs: number) {
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runLifecycle(app)
      .catch((err: unknown) => app.log.error({ err }, 'lifecycle pass failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
