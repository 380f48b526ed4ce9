import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContext } from '../../lib/service-context.ts';
import {
  buildStripeTestApp,
  paymentsOf,
  sandboxSubscriber,
  subscribeOnStripe,
  type Subscriber,
} from '../../test/billing-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import type { StripeStandIn } from '../../test/stripe-stand-in.ts';
import { runSubscriptionJob } from '../subscriptions/subscriptions.job.ts';

const DAY = 24 * 60 * 60 * 1000;
const setStatus = (t: TestApp, admin: TestUser, s: Subscriber, status: 'ACTIVE' | 'DISABLED') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/users/${s.user.user.id}/status`,
    headers: admin.headers,
    payload: { status },
  });

describe('no charge while disabled (sandbox)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  });
  afterAll(() => t.close());

  it('skips the renewal of a disabled account and charges again once it is enabled', async () => {
    const paidAt = Date.now();
    const s = await sandboxSubscriber(t);

    expect((await setStatus(t, admin, s, 'DISABLED')).statusCode).toBe(200);
    await runSubscriptionJob(serviceContext(t.app), new Date(paidAt + 31 * DAY));
    expect(await paymentsOf(t, admin, s)).toEqual([]);

    expect((await setStatus(t, admin, s, 'ACTIVE')).statusCode).toBe(200);
    await runSubscriptionJob(serviceContext(t.app), new Date(paidAt + 62 * DAY));
    expect((await paymentsOf(t, admin, s)).map((p) => p.amount)).toEqual([9900]);
  });
});

describe('no charge while disabled (Stripe stand-in)', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let close: () => Promise<void>;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t, stripe, close } = await buildStripeTestApp());
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  });
  afterAll(() => close());

  it('pauses collection at Stripe (invoices voided) while disabled and resumes it when enabled', async () => {
    const { s, remote } = await subscribeOnStripe(t, stripe);
    expect((await setStatus(t, admin, s, 'DISABLED')).statusCode).toBe(200);
    expect(stripe.subscriptions.get(remote.id)!.pause_collection).toMatchObject({ behavior: 'void' });
    expect((await setStatus(t, admin, s, 'ACTIVE')).statusCode).toBe(200);
    expect(stripe.subscriptions.get(remote.id)!.pause_collection).toBeNull();
  });
});
