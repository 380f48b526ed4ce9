import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProvider, type PaymentProvider } from '../../integrations/payments/index.ts';
import { programRoutes } from '../programs/programs.routes.ts';
import { runSubscriptionJob } from '../subscriptions/subscriptions.job.ts';
import { subscriptionRoutes } from '../subscriptions/subscriptions.routes.ts';
import type { BillingDeps } from '../subscriptions/subscriptions.service.ts';
import { billingRoutes } from './billing.routes.ts';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider and what the subscription and billing services need. */
    billing: BillingDeps;
  }
}

/**
 * Programs, subscriptions and billing: chooses the payment provider (Stripe with keys, else the
 * sandbox), registers their routes and runs the subscription job every
 * SUBSCRIPTION_JOB_INTERVAL_SECONDS in this process.
 */
export const billingPlugin = fp(
  async (app: FastifyInstance, opts: { provider?: PaymentProvider }) => {
    const deps: BillingDeps = {
      db: app.database.db,
      provider: opts.provider ?? createPaymentProvider(app.config, app.database.db),
      config: app.config,
      mailer: app.mailer,
      log: app.log.child({ module: 'billing' }),
    };
    app.decorate('billing', deps);
    await app.register(programRoutes);
    await app.register(subscriptionRoutes);
    await app.register(billingRoutes);
    await app.register(sandboxCheckoutRoutes);

    const seconds = app.config.billing.jobIntervalSeconds;
    if (seconds > 0) {
      let running: Promise<unknown> | null = null;
      const tick = () => {
        if (running) return; // a slow run is never overlapped by the next
        running = runSubscriptionJob(deps)
          .then((report) => {
            if (report.ended || report.reminders || report.providerEvents) {
              deps.log.info({ report }, 'subscription job');
            }
          })
          .catch((error) => deps.log.error({ err: error }, 'subscription job failed'))
          .finally(() => {
            running = null;
          });
      };
      const first = setTimeout(tick, Math.min(seconds, 10) * 1000);
      const timer = setInterval(tick, seconds * 1000);
      first.unref();
      timer.unref();
      app.addHook('onClose', async () => {
        clearTimeout(first);
        clearInterval(timer);
        await running;
      });
    }
  },
  { name: 'billing', dependencies: ['mail'] },
);
