import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { nextIp } from '../../test/account-helpers.ts';
import {
  createSubscriber,
  postCard,
  type Subscriber,
  startCheckout,
  subscribe,
} from '../../test/billing-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

const BASE = '/api/v1/player-training-program-subscription';

/**
 * Trust, round 3: every write by an admin to another user's data is in the audit trail (who, what,
 * before/after); the same call by the owner records nothing. One row per admin-capable write route.
 */
describe('admin writes to another user’s data are audited', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (who: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, payload, remoteAddress: nextIp() });

  /** A subscriber whose subscription has a card on file (the free month running). */
  async function paying(): Promise<{ s: Subscriber; subscriptionId: string }> {
    const s = await createSubscriber(t);
    const { id } = await subscribe(t, s);
    const { url } = await startCheckout(t, s, id, { paymentModel: 'MONTHLY' });
    expect((await postCard(t, url, '4242424242424242')).statusCode).toBe(303);
    return { s, subscriptionId: id };
  }

  interface Row {
    action: string;
    /** Makes the owner's data; answers the call to make and the audited target's id. */
    setup: () => Promise<{
      owner: TestUser;
      targetId: (answer: { id?: string }) => string;
      run: (who: TestUser) => ReturnType<typeof call>;
    }>;
    before?: Record<string, unknown> | null;
    after: Record<string, unknown>;
  }

  const thisYear = new Date().getUTCFullYear();
  const rows: Row[] = [
    {
      action: 'player.create',
      setup: async () => {
        const owner = await createTestUser(t);
        const body = {
          clubName: 'Hammarby IF',
          dateOfBirth: `${thisYear - 17}-05-17`,
          gender: 'FEMALE',
          heightUnit: 'cm',
          heightValue: 170,
          weightUnit: 'kg',
          weightValue: 60,
          currentLocation: {
            longitude: 18.07,
            latitude: 59.33,
            city: 'Stockholm',
            country: 'Sweden',
            streetAddress: null,
          },
          nationality: 'SE',
          playerPositions: ['GOAL_KEEPER'],
          userId: owner.user.id,
        };
        return { owner, targetId: (a) => a.id!, run: (who) => call(who, 'POST', '/api/v1/player', body) };
      },
      after: { dateOfBirth: `${thisYear - 17}-05-17`, guardianRequested: false },
    },
    {
      action: 'player.track',
      setup: async () => {
        const s = await createSubscriber(t);
        return {
          owner: s.user,
          targetId: () => s.player.id,
          run: (who) =>
            call(who, 'PUT', `/api/v1/player/${s.player.id}/training-track`, { track: 'GOALKEEPER' }),
        };
      },
      after: { track: 'GOALKEEPER' },
    },
    {
      action: 'subscription.create',
      setup: async () => {
        const s = await createSubscriber(t);
        return {
          owner: s.user,
          targetId: (a) => a.id!,
          run: (who) =>
            call(who, 'POST', BASE, { playerId: s.player.id, trainingProgramId: s.program.id, coupon: null }),
        };
      },
      after: { status: 'ACTIVE' },
    },
    {
      action: 'subscription.checkout',
      setup: async () => {
        const s = await createSubscriber(t);
        const { id } = await subscribe(t, s);
        return {
          owner: s.user,
          targetId: () => id,
          run: (who) =>
            call(who, 'POST', '/api/v1/billing/checkout-session', {
              language: 'en',
              subscriptionId: id,
              paymentModel: 'YEARLY',
              callBackSuccessURL: `${t.config.publicUrl}/account?subscription_state=successful`,
              callBackCancelURL: `${t.config.publicUrl}/account?subscription_state=unsuccessful`,
              coupon: null,
            }),
        };
      },
      after: { paymentModel: 'YEARLY' },
    },
    {
      // The card page (change the card, pay what is due) opened for another user's player.
      action: 'billing.portal',
      setup: async () => {
        const { s } = await paying();
        return {
          owner: s.user,
          targetId: () => s.player.id,
          run: (who) =>
            call(who, 'POST', '/api/v1/billing/portal-session', { playerId: s.player.id, language: 'en' }),
        };
      },
      after: { provider: 'sandbox' },
    },
    {
      action: 'subscription.cancel',
      setup: async () => {
        const { s, subscriptionId } = await paying();
        return {
          owner: s.user,
          targetId: () => subscriptionId,
          run: (who) => call(who, 'DELETE', `${BASE}/${subscriptionId}`),
        };
      },
      before: { availableTill: null },
      after: { availableTill: expect.any(String) },
    },
    {
      action: 'subscription.resume',
      setup: async () => {
        const { s, subscriptionId } = await paying();
        expect((await call(s.user, 'DELETE', `${BASE}/${subscriptionId}`)).statusCode).toBe(200);
        return {
          owner: s.user,
          targetId: () => subscriptionId,
          run: (who) => call(who, 'PUT', `${BASE}/${subscriptionId}/resume`, {}),
        };
      },
      before: { availableTill: expect.any(String) },
      after: { availableTill: null },
    },
    {
      action: 'subscription.paymentModel',
      setup: async () => {
        const { s, subscriptionId } = await paying();
        return {
          owner: s.user,
          targetId: () => subscriptionId,
          run: (who) =>
            call(who, 'PUT', `${BASE}/${subscriptionId}/payment-model`, {
              paymentModel: 'YEARLY',
              confirm: true,
            }),
        };
      },
      before: { paymentModel: 'MONTHLY' },
      after: { paymentModel: 'YEARLY' },
    },
  ];

  const eventsOf = (action: string, targetId: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));

  it.each(rows)(
    '$action: by an admin → audited with before/after; by the owner → nothing',
    async (row) => {
      const own = await row.setup();
      const byOwner = await own.run(own.owner);
      expect(byOwner.statusCode, byOwner.body).toBeLessThan(300);
      expect(await eventsOf(row.action, own.targetId(byOwner.json()))).toEqual([]);

      const other = await row.setup();
      const byAdmin = await other.run(admin);
      expect(byAdmin.statusCode, byAdmin.body).toBeLessThan(300);
      const events = await eventsOf(row.action, other.targetId(byAdmin.json()));
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        actorId: admin.user.id,
        detail: {
          subjectUserId: other.owner.user.id,
          ...(row.before !== undefined ? { before: row.before } : {}),
          after: expect.objectContaining(row.after),
        },
      });
      // Ids only: no address of the owner in the trail.
      expect(JSON.stringify(events[0]!.detail)).not.toContain(other.owner.user.email);
      // Two subscribers with a card each: room on a slow, shared machine.
    },
    90_000,
  );
});
