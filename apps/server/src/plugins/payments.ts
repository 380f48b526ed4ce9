import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProvider, type PaymentProvider } from '../integrations/payments/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card provider: Stripe when its keys are configured, else the built-in sandbox. */
    payments: PaymentProvider;
  }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance, opts: { provider?: PaymentProvider }) => {
    app.decorate('payments', opts.provider ?? (await createPaymentProvider(app.config, app.database.db)));
  },
  { name: 'payments' },
);
