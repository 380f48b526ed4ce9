import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP stand-in for the parts of the Stripe API the provider calls (customers, prices,
 * promotion codes, checkout sessions, subscriptions). The real `stripe` SDK talks to it through
 * its host/port/protocol options. Tests drive "what Stripe did" through its state.
 */
// biome-ignore lint/suspicious/noExplicitAny: Stripe's JSON objects, loosely shaped on purpose
type Obj = Record<string, any>;

const DAY = 24 * 60 * 60;
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (a[b][0][c]=v) back into objects. */
function parseForm(text: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return out;
}

const list = (data: Obj[], url: string) => ({ object: 'list', data, has_more: false, url });

export interface StripeStandIn {
  url: string;
  customers: Map<string, Obj>;
  prices: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  promotionCodes: Map<string, Obj>;
  paymentMethods: Map<string, Obj>;
  requests: { method: string; path: string; body: Obj }[];
  /** What Stripe does when the customer pays on its page: a subscription (trialing with a trial). */
  completeCheckout(sessionId: string, card?: { brand: string; last4: string }): Obj;
  /** The end of the trial or a renewal: the invoice is paid, the period moves on. */
  payInvoice(subscriptionId: string): Obj;
  /** A renewal the card refuses: an open invoice, the subscription past_due. */
  failInvoice(subscriptionId: string): Obj;
  portalSessions: Obj[];
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const customers = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const promotionCodes = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const requests: StripeStandIn['requests'] = [];
  const portalSessions: Obj[] = [];

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
    const start = now();
    const trialEnd = input.trialDays > 0 ? start + input.trialDays * DAY : null;
    const periodEnd = trialEnd ?? start + (input.price.recurring.interval === 'year' ? 365 : 30) * DAY;
    const invoice: Obj = {
      id: id('in'),
      object: 'invoice',
      status: 'paid',
      amount_paid: trialEnd ? 0 : input.price.unit_amount,
      currency: input.price.currency,
    };
    invoices.set(invoice.id, invoice);
    const sub = {
      id: id('sub'),
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
        data: [{ id: id('si'), price: input.price, current_period_end: periodEnd }],
      },
    };
    subscriptions.set(sub.id, sub);
    invoice.subscription = sub.id;
    return sub;
  }

  function handle(method: string, path: string, query: Obj, body: Obj): [number, Obj] {
    const expand = Object.values((method === 'GET' ? query.expand : body.expand) ?? {}) as string[];
    const customerPath = /^\/v1\/customers\/([^/]+)$/.exec(path);
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: body.email,
        name: body.name,
        metadata: body.metadata ?? {},
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (customerPath) {
      const customer = customers.get(customerPath[1]!);
      if (!customer) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing' } }];
      if (method === 'DELETE') {
        customers.delete(customer.id);
        for (const sub of subscriptions.values()) {
          if (sub.customer === customer.id && sub.status !== 'canceled') sub.status = 'canceled';
        }
        return [200, { id: customer.id, object: 'customer', deleted: true }];
      }
      if (method === 'POST' && body.invoice_settings?.default_payment_method) {
        customer.invoice_settings.default_payment_method = body.invoice_settings.default_payment_method;
      }
      return [200, customer];
    }
    if (path === '/v1/prices' && method === 'GET') {
      const keys = Object.values(query.lookup_keys ?? {});
      return [
        200,
        list(
          [...prices.values()].filter((p) => keys.includes(p.lookup_key) && p.active),
          path,
        ),
      ];
    }
    if (path === '/v1/prices' && method === 'POST') {
      const price = {
        id: id('price'),
        object: 'price',
        active: true,
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        lookup_key: body.lookup_key,
        recurring: { interval: body.recurring.interval },
        product: id('prod'),
      };
      prices.set(price.id, price);
      return [200, price];
    }
    if (path === '/v1/promotion_codes' && method === 'GET') {
      return [
        200,
        list(
          [...promotionCodes.values()].filter((p) => p.code === query.code && p.active),
          path,
        ),
      ];
    }
    if (path === '/v1/checkout/sessions' && method === 'POST') {
      const session = {
        id: id('cs_test'),
        object: 'checkout.session',
        url: '',
        expires_at: now() + DAY,
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
    if (subscriptionPath) {
      const sub = subscriptions.get(subscriptionPath[1]!);
      if (!sub) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing' } }];
      if (method === 'DELETE') {
        sub.status = 'canceled';
        sub.ended_at = now();
      }
      if (method === 'POST' && body.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
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
    if (path === '/v1/billing_portal/sessions' && method === 'POST') {
      const session = {
        id: id('bps'),
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        locale: body.locale,
        url: `https://billing.stripe.test/p/session/${id('test')}`,
      };
      portalSessions.push(session);
      return [200, session];
    }
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
    return [404, { error: { type: 'invalid_request_error', message: `stand-in has no ${method} ${path}` } }];
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = parseForm(Buffer.concat(chunks).toString('utf8'));
      const query = parseForm(url.search.slice(1));
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        body: req.method === 'GET' ? query : body,
      });
      const [status, payload] = handle(req.method ?? 'GET', url.pathname, query, body);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    prices,
    sessions,
    subscriptions,
    promotionCodes,
    paymentMethods,
    requests,
    completeCheckout(sessionId, card = { brand: 'visa', last4: '4242' }) {
      const session = sessions.get(sessionId)!;
      const pm = {
        id: id('pm'),
        object: 'payment_method',
        type: 'card',
        card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
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
    payInvoice(subscriptionId) {
      const sub = subscriptions.get(subscriptionId)!;
      const price = sub.items.data[0].price;
      const invoice = {
        id: id('in'),
        object: 'invoice',
        status: 'paid',
        amount_paid: price.unit_amount,
        currency: price.currency,
        subscription: sub.id,
      };
      invoices.set(invoice.id, invoice);
      sub.latest_invoice = invoice.id;
      sub.status = 'active';
      sub.trial_end = sub.trial_end && sub.trial_end > now() ? now() : sub.trial_end;
      sub.items.data[0].current_period_end = now() + (price.recurring.interval === 'year' ? 365 : 30) * DAY;
      return invoice;
    },
    failInvoice(subscriptionId) {
      const sub = subscriptions.get(subscriptionId)!;
      const price = sub.items.data[0].price;
      const invoice = {
        id: id('in'),
        object: 'invoice',
        status: 'open',
        amount_due: price.unit_amount,
        amount_paid: 0,
        currency: price.currency,
        subscription: sub.id,
      };
      invoices.set(invoice.id, invoice);
      sub.latest_invoice = invoice.id;
      sub.status = 'past_due';
      return invoice;
    },
    portalSessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
