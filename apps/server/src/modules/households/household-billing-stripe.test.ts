import { afterAll, describe, expect, it } from 'vitest';
import { buildStripeTestApp, sendStripeEvent, startCheckout, subscribe } from '../../test/billing-helpers.ts';
import { addChild, childSubscriber, createGuardian } from '../../test/household-helpers.ts';

const { t, stripe, close } = await buildStripeTestApp();
afterAll(close);

describe('one payer, one customer on Stripe (the local stand-in)', () => {
  it('two children paid by one payer make one Stripe customer with two subscriptions', async () => {
    const payer = await createGuardian(t);
    const children = [
      await addChild(t, payer, { firstName: 'Alva' }),
      await addChild(t, payer, { firstName: 'Ebbe' }),
    ];
    for (const child of children) {
      const s = await childSubscriber(t, payer, child);
      const sub = await subscribe(t, s);
      const { sessionId } = await startCheckout(t, s, sub.id, { paymentModel: 'MONTHLY' });
      const remote = stripe.completeCheckout(sessionId);
      const event = await sendStripeEvent(t, 'checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        subscription: remote.id,
      });
      expect(event.statusCode, event.body).toBe(200);
    }
    expect(stripe.customers.size).toBe(1);
    const [customer] = [...stripe.customers.values()] as { email?: string }[];
    expect(customer!.email).toBe(payer.user.email);
    const owners = new Set(
      [...stripe.subscriptions.values()].map((sub) => (sub as { customer: string }).customer),
    );
    expect(stripe.subscriptions.size).toBe(2);
    expect(owners.size).toBe(1);
  });
});
