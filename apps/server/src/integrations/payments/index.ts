import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.ts';

export * from './proration.ts';
export * from './provider.ts';
export type { SandboxProvider } from './sandbox-provider.ts';

/**
 * Stripe when its keys are configured, otherwise the built-in sandbox. Stripe's SDK is loaded only
 * when it is the provider (a sandbox server never imports it).
 */
export async function createPaymentProvider(config: Config, db: Db): Promise<PaymentProvider> {
  if (config.payments.kind === 'stripe') {
    const { createStripeProvider } = await import('./stripe-provider.ts');
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
