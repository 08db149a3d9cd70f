import type { FastifyInstance } from 'fastify';
import { numberReadRoutes } from '../numbers/number-read-routes';
import { numberWriteRoutes } from '../numbers/number-write-routes';
import { runRenewals } from '../subscriptions/renewal-job';
import { subscriptionRoutes } from '../subscriptions/subscription-routes';
import { paymentMethodRoutes } from './payment-method-routes';
import { paymentRoutes } from './payment-routes';
import { loadPaymentSettings, type PaymentSettings } from './payment-settings';
import { createPaymentsService } from './payments-service';
import { sandboxRoutes, webhookRoutes } from './webhook-routes';

export type PaymentsPluginOptions = Partial<PaymentSettings>;

/** Numbers, payments and subscriptions; after identity, whose bearer check the routes use. */
export async function installPayments(app: FastifyInstance, overrides: PaymentsPluginOptions = {}) {
  const settings = loadPaymentSettings(process.env, overrides);
  const service = createPaymentsService(app, settings);
  app.decorate('payments', service);

  for (const routes of [
    numberReadRoutes,
    numberWriteRoutes,
    paymentRoutes,
    paymentMethodRoutes,
    subscriptionRoutes,
    webhookRoutes,
    sandboxRoutes,
  ]) {
    await app.register(routes, { prefix: '/api' });
  }

  let timer: NodeJS.Timeout | undefined;
  let running = false;
  if (settings.JOBS_INTERVAL_MS > 0) {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      // The sandbox's pending settlements first: a node that died left them to any other.
      service.sandbox
        .runDue()
        .catch((err: unknown) => app.log.error({ err }, 'sandbox settlements failed'))
        .then(() => runRenewals(app))
        .catch((err: unknown) => app.log.error({ err }, 'subscription renewals failed'))
        .finally(() => (running = false));
    }, settings.JOBS_INTERVAL_MS);
    timer.unref();
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    service.sandbox.close();
  });
}
