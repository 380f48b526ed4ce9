import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

async function storedCount(app: TestApp): Promise<number> {
  const res = await app.database.db.execute(sql`select count(*)::int as n from support_messages`);
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('support messages', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ env: { SMTP_URL: sink.url, SUPPORT_EMAIL: 'help@academy.test' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('stores a visitor message and mails it to support with the visitor as Reply-To', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support?language=sv',
      payload: { email: 'parent@example.test', subject: 'Billing question', message: 'How do I cancel?' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toEqual(expect.any(String));
    const mail = await sink.waitForMail('help@academy.test');
    expect(mail.subject).toBe('[Support] Billing question');
    expect(mail.text).toContain('How do I cancel?');
    expect(mail.text).toContain('parent@example.test');
    expect(mail.raw).toMatch(/^Reply-To: parent@example\.test/im);
  });

  it("uses a signed-in user's own e-mail and refuses another user's id", async () => {
    const u = await createTestUser(t, { email: 'player.one@example.test' });
    const other = await createTestUser(t);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support',
      headers: u.headers,
      payload: { userId: u.user.id, subject: 'Phase question', message: 'When does phase 2 start?' },
    });
    expect(ok.statusCode).toBe(201);
    const mail = await sink.waitForMail('help@academy.test');
    expect(mail.text).toContain('player.one@example.test');
    const before = await storedCount(t);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support',
      headers: u.headers,
      payload: { userId: other.user.id, subject: 'x', message: 'y' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await storedCount(t)).toBe(before);
  });

  it('refuses a post from another site’s page, takes the academy’s own and an app’s (no Origin)', async () => {
    let n = 0;
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/support',
        remoteAddress: `203.0.113.${60 + n++}`,
        headers,
        payload: { email: 'victim@example.test', subject: 'Win a prize', message: 'Click here' },
      });
    expect((await send({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
    expect((await send({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await send({ 'sec-fetch-site': 'same-origin', origin: t.config.publicUrl })).statusCode).toBe(
      201,
    );
    expect((await send({})).statusCode).toBe(201);
  });

  it('acknowledges a visitor address at most 3 times a day, and still stores every message', async () => {
    const before = await storedCount(t);
    const from = 'many.questions@example.test';
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/support',
        remoteAddress: `198.51.100.${40 + i}`,
        payload: { email: from, subject: `Question ${i}`, message: 'Hello' },
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await storedCount(t)).toBe(before + 4);
    await sink.waitForMail('help@academy.test');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.mails.filter((mail) => mail.to.includes(from))).toHaveLength(3);
  });

  it('rate-limits a sender who keeps sending', async () => {
    const other = await buildTestApp({ env: { SMTP_URL: sink.url } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await other.app.inject({
          method: 'POST',
          url: '/api/v1/support',
          payload: { email: 'spam@example.test', subject: `n${i}`, message: 'again' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(statuses[5]).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('support message validation', () => {
  let v: TestApp;
  beforeAll(async () => {
    v = await buildTestApp();
  });
  afterAll(() => v.close());

  it('names the missing fields and stores nothing on bad input', async () => {
    const before = await storedCount(v);
    const empty = await v.app.inject({
      method: 'POST',
      url: '/api/v1/support',
      payload: { subject: ' ', message: '' },
    });
    expect(empty.statusCode).toBe(400);
    const fields = empty.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['subject', 'message']));
    const noEmail = await v.app.inject({
      method: 'POST',
      url: '/api/v1/support',
      payload: { subject: 'Hi', message: 'Hello' },
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().errors).toEqual([
      { field: 'email', message: 'Email is required', code: 'user.emailRequired' },
    ]);
    const huge = await v.app.inject({
      method: 'POST',
      url: '/api/v1/support',
      payload: { email: 'a@b.test', subject: 'Hi', message: 'x'.repeat(5001) },
    });
    expect(huge.statusCode).toBe(400);
    expect(await storedCount(v)).toBe(before);
  });
});

describe('referral events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('records an event without a token and refuses bad names', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/event',
      payload: { name: 'club-site-referral' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ name: 'club-site-referral' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/event', payload: { name: '<script>' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('name');
  });
});
