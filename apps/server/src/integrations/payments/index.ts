import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

export * from './proration.ts';
export * from './provider.ts';
export type { SandboxProvider } from './sandbox-provider.ts';

/** Stripe when its keys are configured, otherwise the built-in sandbox. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.payments.kind === 'stripe') {
    return createStripeProvider({
      secretKey: config.payments.secretKey,
      webhookSecret: config.payments.webhookSecret,
      apiBase: config.payments.apiBase,
    });
  }
  return createSandboxProvider(db);
}

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.kind === 'sandbox';
}
