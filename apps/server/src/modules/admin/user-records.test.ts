import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceContext } from '../../lib/service-context.ts';
import { createSubscriber, sandboxSubscriber, type Subscriber } from '../../test/billing-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { runSubscriptionJob } from '../subscriptions/subscriptions.job.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The console's user page: a player's payments with their receipts, and "Download data". */
describe('the academy console: payments and data of a user', () => {
  let t: TestApp;
  let payer: Subscriber;
  let otherPlayer: Subscriber;
  let manager: TestUser;
  let admin: TestUser;
  let superAdmin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    manager = await createTestUser(t, { authorities: ['ROLE_MANAGER'] });
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    superAdmin = await createTestUser(t, { authorities: ['ROLE_SUPER_ADMIN'] });
    otherPlayer = await createSubscriber(t);
    // A player who paid once: the free month with a card, then the first monthly charge.
    payer = await sandboxSubscriber(t);
    await runSubscriptionJob(serviceContext(t.app), new Date(Date.now() + 31 * DAY));
  });
  afterAll(() => t.close());

  const get = (who: TestUser | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });
  const trail = async (targetId: string) =>
    (await get(admin, `/api/v1/admin/audit-events?targetId=${targetId}`)).json().content as {
      action: string;
      actorId: string;
      targetType: string;
    }[];

  it("lists a player's payments to the player and to admins only, each with a receipt that opens", async () => {
    const url = `/api/v1/billing/payments?playerId=${payer.player.id}&language=fr`;
    expect((await get(null, url)).statusCode).toBe(401);
    for (const who of [otherPlayer.user, manager]) expect((await get(who, url)).statusCode).toBe(403);

    const own = await get(payer.user, url);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      {
        id: expect.any(String),
        amount: 9900,
        currency: 'SEK',
        label: '99 kr',
        paidAt: expect.any(String),
        description: expect.stringContaining('formule mensuelle'),
        receiptUrl: expect.stringMatching(/\/receipts\/[\w-]{20,}$/),
        refunds: [],
        refundedAmount: 0,
      },
    ]);
    for (const who of [admin, superAdmin]) {
      const res = await get(who, url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(own.json());
    }
    // The receipt page is the player's printable receipt, whoever opens the link they were given.
    const receipt = await get(null, `${new URL(own.json()[0].receiptUrl).pathname}?language=sv`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('Kvitto');
    expect(receipt.body).toContain('99 kr');
    expect(receipt.body).toContain(payer.user.user.email);
    // Another player's payments stay theirs: nothing listed, no receipt address given away.
    const theirs = await get(payer.user, `/api/v1/billing/payments?playerId=${otherPlayer.player.id}`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain('receipts');
  });

  it('exports a user’s data for admins and super admins only, each download in the audit trail', async () => {
    const target = payer.user.user.id;
    const url = `/api/v1/user/export?userId=${target}`;
    expect((await get(null, url)).statusCode).toBe(401);
    for (const who of [otherPlayer.user, manager]) {
      const res = await get(who, url);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(payer.user.user.email);
    }
    expect(await trail(target)).toEqual([]);

    for (const who of [admin, superAdmin]) {
      const res = await get(who, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="football-academy-data-/);
      const data = res.json();
      expect(data.user.id).toBe(target);
      expect(data.player.id).toBe(payer.player.id);
      expect(data.payments.length).toBeGreaterThan(0);
    }
    expect(await trail(target)).toEqual([
      expect.objectContaining({ action: 'user.export', actorId: superAdmin.user.id, targetType: 'user' }),
      expect.objectContaining({ action: 'user.export', actorId: admin.user.id, targetType: 'user' }),
    ]);

    // One's own export is self-service, not a console action; an unknown user leaves no record.
    expect((await get(otherPlayer.user, '/api/v1/user/export')).statusCode).toBe(200);
    expect(await trail(otherPlayer.user.user.id)).toEqual([]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(admin, `/api/v1/user/export?userId=${unknown}`)).statusCode).toBe(404);
    expect(await trail(unknown)).toEqual([]);
  });
});
