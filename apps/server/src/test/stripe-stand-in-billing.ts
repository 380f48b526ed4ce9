import { randomBytes } from 'node:crypto';

/**
 * The Stripe stand-in's billing half: checkout sessions (create, retrieve, expire), subscriptions
 * and invoices, and what Stripe does on its own side (a customer paying on the hosted page, a
 * renewal paid or refused). The customer routes and the HTTP server are in stripe-stand-in.ts.
 */
// biome-ignore lint/suspicious/noExplicitAny: Stripe's JSON objects, loosely shaped on purpose
export type Obj = Record<string, any>;
export type Answer = [number, Obj];

export const DAY = 24 * 60 * 60;
export const standInId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const missing = (): Answer => [
  404,
  { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } },
];

export interface StandInState {
  customers: Map<string, Obj>;
  prices: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  paymentMethods: Map<string, Obj>;
  invoices: Map<string, Obj>;
}

export function billingStandIn(state: StandInState) {
  const { prices, sessions, subscriptions, paymentMethods, invoices } = state;

  function expandSubscription(sub: Obj, expand: string[]): Obj {
    const copy = structuredClone(sub);
    if (expand.includes('default_payment_method') && copy.default_payment_method) {
      copy.default_payment_method =
        paymentMethods.get(copy.default_payment_method) ?? copy.default_payment_method;
    }
    if (expand.includes('latest_invoice') && copy.latest_invoice) {
      copy.latest_invoice = invoices.get(copy.latest_invoice) ?? copy.latest_invoice;
    }
    return copy;
  }

  function createSubscription(input: {
    customer: string;
    price: Obj;
    paymentMethod: string;
    trialDays: number;
    metadata: Obj;
  }): Obj {
    const start = nowSeconds();
    const trialEnd = input.trialDays > 0 ? start + input.trialDays * DAY : null;
    const periodEnd = trialEnd ?? start + (input.price.recurring.interval === 'year' ? 365 : 30) * DAY;
    const invoice: Obj = {
      id: standInId('in'),
      object: 'invoice',
      status: 'paid',
      amount_paid: trialEnd ? 0 : input.price.unit_amount,
      currency: input.price.currency,
    };
    invoices.set(invoice.id, invoice);
    const sub = {
      id: standInId('sub'),
      object: 'subscription',
      customer: input.customer,
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      trial_end: trialEnd,
      ended_at: null,
      metadata: input.metadata,
      default_payment_method: input.paymentMethod,
      latest_invoice: invoice.id,
      items: {
        object: 'list',
        data: [{ id: standInId('si'), price: input.price, current_period_end: periodEnd }],
      },
    };
    subscriptions.set(sub.id, sub);
    invoice.subscription = sub.id;
    return sub;
  }

  /** A renewal's invoice, paid (the period moves on) or refused (past_due). */
  function renewal(subscriptionId: string, paid: boolean): Obj {
    const sub = subscriptions.get(subscriptionId)!;
    const price = sub.items.data[0].price;
    const invoice = {
      id: standInId('in'),
      object: 'invoice',
      status: paid ? 'paid' : 'open',
      amount_due: price.unit_amount,
      amount_paid: paid ? price.unit_amount : 0,
      currency: price.currency,
      subscription: sub.id,
    };
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    if (!paid) {
      sub.status = 'past_due';
      return invoice;
    }
    sub.status = 'active';
    sub.trial_end = sub.trial_end && sub.trial_end > nowSeconds() ? nowSeconds() : sub.trial_end;
    sub.items.data[0].current_period_end =
      nowSeconds() + (price.recurring.interval === 'year' ? 365 : 30) * DAY;
    return invoice;
  }

  function checkoutSession(method: string, path: string, body: Obj): Answer | null {
    if (path === '/v1/checkout/sessions' && method === 'POST') {
      const session = {
        id: standInId('cs_test'),
        object: 'checkout.session',
        url: '',
        expires_at: nowSeconds() + DAY,
        status: 'open',
        mode: body.mode,
        customer: body.customer,
        client_reference_id: body.client_reference_id,
        metadata: body.metadata ?? {},
        subscription: null as string | null,
        params: body,
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return [200, session];
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (!match) return null;
    const session = sessions.get(match[1]!);
    if (!session) return missing();
    if (match[2] && method === 'POST') {
      // Stripe: only an open session can expire.
      if (session.status !== 'open') {
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status of `open` can be expired.',
            },
          },
        ];
      }
      session.status = 'expired';
      session.url = null;
    }
    return [200, session];
  }

  function subscription(method: string, path: string, body: Obj, expand: string[]): Answer | null {
    if (path === '/v1/subscriptions' && method === 'POST') {
      const price = prices.get(body.items['0'].price)!;
      const sub = createSubscription({
        customer: body.customer,
        price,
        paymentMethod: body.default_payment_method,
        trialDays: Number(body.trial_period_days ?? 0),
        metadata: body.metadata ?? {},
      });
      return [200, expandSubscription(sub, expand)];
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (!match) return null;
    const sub = subscriptions.get(match[1]!);
    if (!sub) return missing();
    if (method === 'DELETE') {
      sub.status = 'canceled';
      sub.ended_at = nowSeconds();
    }
    if (method === 'POST' && body.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
    }
    if (method === 'POST' && body.pause_collection !== undefined) {
      sub.pause_collection = body.pause_collection === '' ? null : body.pause_collection;
    }
    if (method === 'POST' && body.items?.['0']?.price) {
      sub.items.data[0].price = prices.get(body.items['0'].price)!;
      sub.metadata = { ...sub.metadata, ...(body.metadata ?? {}) };
      sub.last_update = {
        proration_behavior: body.proration_behavior,
        billing_cycle_anchor: body.billing_cycle_anchor,
      };
    }
    return [200, expandSubscription(sub, expand)];
  }

  return {
    /** The billing routes' answer, or null when the path is not theirs. */
    handle(method: string, path: string, body: Obj, expand: string[]): Answer | null {
      return checkoutSession(method, path, body) ?? subscription(method, path, body, expand);
    },

    /** The customer pays on Stripe's page: a subscription (trialing with a trial). Stripe's page refuses a session that is not open. */
    completeCheckout(
      sessionId: string,
      card: { brand: string; last4: string; country?: string } = { brand: 'visa', last4: '4242' },
    ): Obj {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No such checkout session: ${sessionId}`);
      if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}`);
      const pm = {
        id: standInId('pm'),
        object: 'payment_method',
        type: 'card',
        // Like Stripe, the card's issuing country (4242… is a US card there; Sweden by default here).
        card: {
          brand: card.brand,
          last4: card.last4,
          exp_month: 12,
          exp_year: 2034,
          country: card.country ?? 'SE',
        },
      };
      paymentMethods.set(pm.id, pm);
      const price = prices.get(session.params.line_items['0'].price)!;
      const sub = createSubscription({
        customer: session.customer,
        price,
        paymentMethod: pm.id,
        trialDays: Number(session.params.subscription_data?.trial_period_days ?? 0),
        metadata: session.params.subscription_data?.metadata ?? {},
      });
      session.status = 'complete';
      session.subscription = sub.id;
      return sub;
    },

    /** The end of the trial or a renewal: the invoice is paid, the period moves on. */
    payInvoice: (subscriptionId: string) => renewal(subscriptionId, true),

    /** A renewal the card refuses: an open invoice, the subscription past_due. */
    failInvoice: (subscriptionId: string) => renewal(subscriptionId, false),
  };
}
