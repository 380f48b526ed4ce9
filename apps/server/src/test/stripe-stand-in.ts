import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Answer,
  billingStandIn,
  missing,
  type Obj,
  standInId,
  type StandInState,
} from './stripe-stand-in-billing.ts';
import { refundsStandIn } from './stripe-stand-in-refunds.ts';

/**
 * A local HTTP stand-in for the parts of the Stripe API the provider calls (customers, prices,
 * promotion codes, the customer portal here; checkout sessions and subscriptions in
 * stripe-stand-in-billing.ts). The real `stripe` SDK talks to it through its host/port/protocol
 * options. Tests drive "what Stripe did" through its state. Like Stripe, a POST with an
 * `Idempotency-Key` it has seen gets the first answer again (a different body is a 400).
 */

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

export interface StripeStandIn extends Omit<StandInState, 'invoices'> {
  url: string;
  promotionCodes: Map<string, Obj>;
  requests: { method: string; path: string; body: Obj; idempotencyKey: string | null }[];
  /** What Stripe does when the customer pays on its page: a subscription (trialing with a trial); throws for a session that is not open. */
  completeCheckout(sessionId: string, card?: { brand: string; last4: string; country?: string }): Obj;
  /** The end of the trial or a renewal: the invoice is paid, the period moves on. */
  payInvoice(subscriptionId: string): Obj;
  /** A renewal the card refuses: an open invoice, the subscription past_due. */
  failInvoice(subscriptionId: string): Obj;
  portalSessions: Obj[];
  /** Refunds made, by id (`POST /v1/refunds`). */
  refunds: Map<string, Obj>;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const state: StandInState = {
    customers: new Map(),
    prices: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    paymentMethods: new Map(),
    invoices: new Map(),
  };
  const { customers, prices, subscriptions } = state;
  const promotionCodes = new Map<string, Obj>();
  const requests: StripeStandIn['requests'] = [];
  const portalSessions: Obj[] = [];
  const billing = billingStandIn(state);
  const refunds = refundsStandIn(state);
  // What Stripe keeps per key: the first answer as it was then (a later change to the object is not in it).
  const idempotent = new Map<string, { body: string; status: number; json: string }>();

  function customer(method: string, path: string, body: Obj): Answer | null {
    if (method === 'POST' && path === '/v1/customers') {
      const created = {
        id: standInId('cus'),
        object: 'customer',
        email: body.email,
        name: body.name,
        metadata: body.metadata ?? {},
        invoice_settings: { default_payment_method: null },
      };
      customers.set(created.id, created);
      return [200, created];
    }
    const match = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (!match) return null;
    const found = customers.get(match[1]!);
    if (!found) return missing();
    if (method === 'DELETE') {
      customers.delete(found.id);
      for (const sub of subscriptions.values()) {
        if (sub.customer === found.id && sub.status !== 'canceled') sub.status = 'canceled';
      }
      return [200, { id: found.id, object: 'customer', deleted: true }];
    }
    if (method === 'POST' && body.invoice_settings?.default_payment_method) {
      found.invoice_settings.default_payment_method = body.invoice_settings.default_payment_method;
    }
    return [200, found];
  }

  function catalogue(method: string, path: string, query: Obj, body: Obj): Answer | null {
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
        id: standInId('price'),
        object: 'price',
        active: true,
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        lookup_key: body.lookup_key,
        recurring: { interval: body.recurring.interval },
        product: standInId('prod'),
      };
      prices.set(price.id, price);
      return [200, price];
    }
    if (path === '/v1/promotion_codes' && method === 'GET') {
      const found = [...promotionCodes.values()].filter((p) => p.code === query.code && p.active);
      return [200, list(found, path)];
    }
    if (path === '/v1/billing_portal/sessions' && method === 'POST') {
      const session = {
        id: standInId('bps'),
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        locale: body.locale,
        url: `https://billing.stripe.test/p/session/${standInId('test')}`,
      };
      portalSessions.push(session);
      return [200, session];
    }
    return null;
  }

  function handle(method: string, path: string, query: Obj, body: Obj): Answer {
    const expand = Object.values((method === 'GET' ? query.expand : body.expand) ?? {}) as string[];
    return (
      customer(method, path, body) ??
      catalogue(method, path, query, body) ??
      refunds.handle(method, path, query, body) ??
      billing.handle(method, path, body, expand) ?? [
        404,
        { error: { type: 'invalid_request_error', message: `stand-in has no ${method} ${path}` } },
      ]
    );
  }

  /** Stripe's idempotency: the same key answers the first request's answer again. */
  function answer(method: string, path: string, query: Obj, text: string, key: string | null): Answer {
    const body = parseForm(text);
    if (method !== 'POST' || !key) return handle(method, path, query, body);
    const seen = idempotent.get(key);
    if (seen && seen.body !== `${path}?${text}`) {
      return [
        400,
        {
          error: {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used with the same parameters',
          },
        },
      ];
    }
    if (seen) return [seen.status, JSON.parse(seen.json)];
    const fresh = handle(method, path, query, body);
    if (fresh[0] < 500)
      idempotent.set(key, { body: `${path}?${text}`, status: fresh[0], json: JSON.stringify(fresh[1]) });
    return fresh;
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const method = req.method ?? 'GET';
      const text = Buffer.concat(chunks).toString('utf8');
      const query = parseForm(url.search.slice(1));
      const header = req.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : null;
      requests.push({
        method,
        path: url.pathname,
        body: method === 'GET' ? query : parseForm(text),
        idempotencyKey: key,
      });
      const [status, payload] = answer(method, url.pathname, query, text, key);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': standInId('req') });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    prices,
    sessions: state.sessions,
    subscriptions,
    promotionCodes,
    paymentMethods: state.paymentMethods,
    requests,
    completeCheckout: billing.completeCheckout,
    payInvoice: billing.payInvoice,
    failInvoice: billing.failInvoice,
    portalSessions,
    refunds: refunds.refunds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
