import {
  type Answer,
  missing,
  nowSeconds,
  type Obj,
  standInId,
  type StandInState,
} from './stripe-stand-in-billing.ts';

/**
 * The Stripe stand-in's refunds: an invoice's payments (`GET /v1/invoice_payments?invoice=`, each paid
 * invoice paid by one payment intent) and `POST /v1/refunds` on a payment intent, refused above what is
 * left of it, as Stripe refuses. The extension of a trial (`trial_end`) is here too.
 */
export function refundsStandIn(state: StandInState) {
  const refunds = new Map<string, Obj>();
  const intentOf = (invoice: Obj) => {
    invoice.payment_intent ??= standInId('pi');
    return invoice.payment_intent as string;
  };
  const invoiceByIntent = (intent: string) =>
    [...state.invoices.values()].find((invoice) => invoice.payment_intent === intent);

  function handle(method: string, path: string, query: Obj, body: Obj): Answer | null {
    if (path === '/v1/invoice_payments' && method === 'GET') {
      const invoice = state.invoices.get(query.invoice);
      const data =
        invoice && invoice.status === 'paid' && invoice.amount_paid > 0
          ? [
              {
                id: standInId('inpay'),
                object: 'invoice_payment',
                invoice: invoice.id,
                status: 'paid',
                amount_paid: invoice.amount_paid,
                payment: { type: 'payment_intent', payment_intent: intentOf(invoice) },
              },
            ]
          : [];
      return [200, { object: 'list', data, has_more: false, url: path }];
    }
    if (path === '/v1/refunds' && method === 'POST') {
      const invoice = invoiceByIntent(body.payment_intent);
      if (!invoice) return missing();
      const done = [...refunds.values()]
        .filter((r) => r.payment_intent === body.payment_intent)
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = Number(body.amount ?? invoice.amount_paid - done);
      if (amount <= 0 || done + amount > invoice.amount_paid) {
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'Refund amount is greater than the unrefunded amount of the charge',
            },
          },
        ];
      }
      const refund = {
        id: standInId('re'),
        object: 'refund',
        amount,
        currency: invoice.currency,
        payment_intent: body.payment_intent,
        reason: body.reason ?? null,
        metadata: body.metadata ?? {},
        status: 'succeeded',
        created: nowSeconds(),
      };
      refunds.set(refund.id, refund);
      return [200, refund];
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (sub && method === 'POST' && body.trial_end !== undefined) {
      const found = state.subscriptions.get(sub[1]!);
      if (!found) return missing();
      found.trial_end = Number(body.trial_end);
      found.status = 'trialing';
      found.items.data[0].current_period_end = found.trial_end;
    }
    return null;
  }

  return { refunds, handle };
}
