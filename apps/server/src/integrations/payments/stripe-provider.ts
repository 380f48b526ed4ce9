import Stripe from 'stripe';
import {
  type CheckoutInput,
  type CreateSubscriptionInput,
  NoPaymentMethodError,
  type PaymentProvider,
  type PriceInput,
  type ProviderEvent,
  WebhookSignatureError,
} from './provider.ts';
import { idOf, isMissing, toDate, toProviderSubscription } from './stripe-objects.ts';
import { stripeRefund } from './stripe-refunds.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (tests use a local stand-in of the Stripe API). */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Stripe Checkout in subscription mode, one price per fee (found by lookup_key), promotion codes. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'football-academy' },
    ...(options.apiBase ?? {}),
  });
  const priceIds = new Map<string, string>();

  async function priceFor(price: PriceInput): Promise<string> {
    const lookupKey =
      `academy_${price.productKey}_${price.paymentModel}_${price.amount}_${price.currency}`.toLowerCase();
    const cached = priceIds.get(lookupKey);
    if (cached) return cached;
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    let id = found.data[0]?.id;
    if (!id) {
      const created = await stripe.prices.create(
        {
          currency: price.currency.toLowerCase(),
          unit_amount: price.amount,
          recurring: { interval: price.paymentModel === 'YEARLY' ? 'year' : 'month' },
          lookup_key: lookupKey,
          // An archived price may still hold the key.
          transfer_lookup_key: true,
          product_data: { name: price.productName },
          metadata: { productKey: price.productKey, paymentModel: price.paymentModel },
        },
        { idempotencyKey: `price-${lookupKey}` },
      );
      id = created.id;
    }
    priceIds.set(lookupKey, id);
    return id;
  }

  const expand = ['default_payment_method', 'latest_invoice'];

  return {
    kind: 'stripe',

    async createCustomer(user) {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        { idempotencyKey: `customer-${user.id}` },
      );
      return customer.id;
    },

    async createCheckoutSession(input: CheckoutInput) {
      const price = await priceFor(input.price);
      let promotionCode: string | undefined;
      if (input.coupon) {
        const codes = await stripe.promotionCodes.list({ code: input.coupon, active: true, limit: 1 });
        promotionCode = codes.data[0]?.id;
      }
      const metadata = { ...input.metadata, subscriptionId: input.subscriptionId, playerId: input.playerId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.subscriptionId,
          line_items: [{ price, quantity: 1 }],
          locale: input.language,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata,
          payment_method_collection: 'always',
          subscription_data: {
            metadata: {
              subscriptionId: input.subscriptionId,
              playerId: input.playerId,
              paymentModel: input.price.paymentModel,
              priceRegion: input.price.region,
            },
            ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
          },
          // A known code is applied; otherwise the customer may type one on Stripe's page.
          ...(promotionCode
            ? { discounts: [{ promotion_code: promotionCode }] }
            : { allow_promotion_codes: true }),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return {
        sessionId: session.id,
        url: session.url,
        expiresAt: toDate(session.expires_at) ?? new Date(Date.now() + 24 * 3600_000),
      };
    },

    async expireCheckoutSession(id) {
      try {
        await stripe.checkout.sessions.expire(id);
        return { paidSubscriptionId: null };
      } catch (error) {
        if (isMissing(error)) return { paidSubscriptionId: null };
        if ((error as { statusCode?: number }).statusCode !== 400) throw error;
      }
      // Only an open session can expire: it was paid (or expired) meanwhile.
      const session = await stripe.checkout.sessions.retrieve(id);
      if (session.status === 'expired') return { paidSubscriptionId: null };
      const paid =
        session.status === 'complete' ? idOf(session.subscription as string | { id: string }) : null;
      if (!paid) throw new Error(`Stripe checkout session ${id} could not be expired (${session.status})`);
      return { paidSubscriptionId: paid };
    },

    async getSubscription(id) {
      return toProviderSubscription(await stripe.subscriptions.retrieve(id, { expand }));
    },

    async setCancelAtPeriodEnd(id, cancel) {
      return toProviderSubscription(
        await stripe.subscriptions.update(id, { cancel_at_period_end: cancel, expand }),
      );
    },

    async createSubscription(input: CreateSubscriptionInput) {
      const customer = await stripe.customers.retrieve(input.customerId);
      const saved =
        'deleted' in customer && customer.deleted
          ? null
          : idOf(
              (customer as Stripe.Customer).invoice_settings?.default_payment_method as
                | string
                | { id: string }
                | null,
            );
      const paymentMethod = saved ?? input.card?.id ?? null;
      if (!paymentMethod) throw new NoPaymentMethodError('The customer has no saved card');
      const priceId = await priceFor(input.price);
      const sub = await stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price: priceId }],
          default_payment_method: paymentMethod,
          metadata: {
            subscriptionId: input.subscriptionId,
            playerId: input.playerId,
            paymentModel: input.price.paymentModel,
            priceRegion: input.price.region,
          },
          ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
          expand,
        },
        // A repeated call (two processes, a retry after a crash) answers the same subscription.
        { idempotencyKey: `subscription-${input.subscriptionId}-${priceId}-${input.trialDays}` },
      );
      return toProviderSubscription(sub);
    },

    async setDefaultCard(customerId, cardId) {
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: cardId } });
    },

    async createPortalSession(input) {
      const session = await stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
        locale: input.language,
      });
      return { url: session.url };
    },

    async changePrice(id, price) {
      const current = await stripe.subscriptions.retrieve(id);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${id} has no item`);
      const inTrial = current.status === 'trialing';
      const params: Stripe.SubscriptionUpdateParams = {
        items: [{ id: item.id, price: await priceFor(price) }],
        metadata: { ...current.metadata, paymentModel: price.paymentModel, priceRegion: price.region },
        expand,
      };
      // In the free month nothing was paid: the new price simply applies from its end.
      if (inTrial) params.proration_behavior = 'none';
      else {
        params.proration_behavior = 'always_invoice';
        params.billing_cycle_anchor = { type: 'now' };
      }
      const updated = await stripe.subscriptions.update(id, params);
      return toProviderSubscription(updated);
    },

    async setRenewalPrice(id, price) {
      const current = await stripe.subscriptions.retrieve(id);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${id} has no item`);
      await stripe.subscriptions.update(id, {
        items: [{ id: item.id, price: await priceFor(price) }],
        proration_behavior: 'none',
      });
    },

    async setCollectionPaused(id, paused) {
      await stripe.subscriptions.update(id, { pause_collection: paused ? { behavior: 'void' } : '' });
    },

    refundPayment: (input) => stripeRefund(stripe, input),

    async extendTrial(id, until) {
      return toProviderSubscription(
        await stripe.subscriptions.update(id, {
          trial_end: Math.floor(until.getTime() / 1000),
          proration_behavior: 'none',
          expand,
        }),
      );
    },

    async cancelSubscriptionNow(id) {
      try {
        const sub = await stripe.subscriptions.retrieve(id);
        if (sub.status !== 'canceled' && sub.status !== 'incomplete_expired') {
          await stripe.subscriptions.cancel(id, { prorate: false, invoice_now: false });
        }
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async deleteCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      try {
        const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
        return event as unknown as ProviderEvent;
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
    },
  };
}
