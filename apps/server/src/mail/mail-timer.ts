import type { FastifyInstance } from 'fastify';
import type { Mailer } from './mailer';

/**
 * Every `intervalMs` this process delivers what is due in the outbox: retries, and mail
 * written inside transactions or by nodes that stopped. Closing the app waits for the pass.
 */
export function installMailTimer(app: FastifyInstance, mailer: Mailer, intervalMs: number) {
  const { sender } = mailer;
  if (!sender) return;
  const timer = intervalMs > 0 ? setInterval(() => sender.wake(), intervalMs) : undefined;
  timer?.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await sender.idle();
  });
}
