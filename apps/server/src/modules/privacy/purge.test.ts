import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { serviceContext } from '../../lib/service-context.ts';
import { nextIp, passwordLogin, textsTo } from '../../test/account-helpers.ts';
import { createTestUser } from '../../test/factories.ts';
import { buildTestApp } from '../../test/helpers.ts';
import { runHousekeeping } from './purge.job.ts';

const DAY = 24 * 60 * 60 * 1000;
const t = await buildTestApp();
afterAll(() => t.close());

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const res = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? 0);
}

describe('housekeeping: nothing is kept forever', () => {
  it('deletes spent token pairs after 30 days but keeps each user’s newest (the last sign-in)', async () => {
    const user = await createTestUser(t, { password: 'purge-pass-1' });
    await passwordLogin(t, user.user.email, 'purge-pass-1');
    await passwordLogin(t, user.user.email, 'purge-pass-1');
    const pairs = sql`select count(*)::int as n from oauth_tokens where user_id = ${user.user.id}`;
    expect(await count(pairs)).toBe(3);
    const ctx = serviceContext(t.app);
    // Day 50: every refresh token expired on day 30, less than 30 days ago: all stay.
    await runHousekeeping(ctx, new Date(Date.now() + 50 * DAY));
    expect(await count(pairs)).toBe(3);
    const report = await runHousekeeping(ctx, new Date(Date.now() + 61 * DAY));
    expect(report.tokens).toBeGreaterThanOrEqual(2);
    expect(await count(pairs)).toBe(1);
  });

  it('deletes old codes, sign-in attempts, providers’ event ids and app events (once with two runs at a time), not recent ones', async () => {
    const user = await createTestUser(t);
    const db = t.database.db;
    const old = new Date(Date.now() - 400 * DAY).toISOString();
    const recent = new Date(Date.now() - DAY).toISOString();
    for (const when of [old, recent]) {
      await db.execute(sql`insert into verifications (user_id, type, send_to, code_hash, expires_at, created_at)
        values (${user.user.id}, 'PASSWORD_RESET', ${user.user.email}, ${`hash-${when}`}, ${when}::timestamptz, ${when}::timestamptz)`);
      await db.execute(sql`insert into login_attempts (username, user_id, ip, outcome, created_at)
        values (${user.user.email}, ${user.user.id}, '198.51.100.7', 'FAILURE', ${when}::timestamptz)`);
      await db.execute(sql`insert into processed_events (event_id, provider, type, processed_at)
        values (${`evt-${when}`}, 'sandbox', 'invoice.paid', ${when}::timestamptz)`);
      await db.execute(
        sql`insert into events (name, created_at) values ('purge-test', ${when}::timestamptz)`,
      );
    }
    const mine = {
      codes: sql`select count(*)::int as n from verifications where user_id = ${user.user.id}`,
      attempts: sql`select count(*)::int as n from login_attempts where user_id = ${user.user.id}`,
      providerEvents: sql`select count(*)::int as n from processed_events where event_id like 'evt-%'`,
      appEvents: sql`select count(*)::int as n from events where name = 'purge-test'`,
    };
    await Promise.all([runHousekeeping(serviceContext(t.app)), runHousekeeping(serviceContext(t.app))]);
    expect(await count(mine.codes)).toBe(1);
    expect(await count(mine.attempts)).toBe(1);
    expect(await count(mine.providerEvents)).toBe(1);
    expect(await count(mine.appEvents)).toBe(1);
  });

  it('deletes the SMS outbox’s texts (they carry sign-in codes) after a week, not before', async () => {
    const phone = { countryCode: '+46', number: '702299871' };
    const user = await createTestUser(t, { phone, phoneVerified: false });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/${user.user.id}/phone-verification`,
      headers: user.headers,
      payload: {},
      remoteAddress: nextIp(),
    });
    expect(sent.statusCode).toBeLessThan(300);
    expect(textsTo(t, '+46702299871')).toHaveLength(1);
    const ctx = serviceContext(t.app);
    await runHousekeeping(ctx, new Date(Date.now() + 6 * DAY));
    expect(textsTo(t, '+46702299871')).toHaveLength(1);
    const report = await runHousekeeping(ctx, new Date(Date.now() + 8 * DAY));
    expect(report.outboxTexts).toBeGreaterThanOrEqual(1);
    expect(textsTo(t, '+46702299871')).toHaveLength(0);
  });
});
