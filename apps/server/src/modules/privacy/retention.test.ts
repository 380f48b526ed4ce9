import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceContext } from '../../lib/service-context.ts';
import { passwordLogin } from '../../test/account-helpers.ts';
import { createTestUser } from '../../test/factories.ts';
import { useAppWithMail } from '../../test/privacy-helpers.ts';
import { runRetentionJob } from './retention.job.ts';

const DAY = 24 * 60 * 60 * 1000;
const { t, sink } = await useAppWithMail();

async function exists(id: string): Promise<boolean> {
  const res = await t.database.db.execute(sql`select 1 from users where id = ${id}`);
  return (res as unknown as { rows: unknown[] }).rows.length === 1;
}

describe('the retention job (chosen clock)', () => {
  it('deletes NON_VERIFIED accounts older than 7 days, not younger ones', async () => {
    const unverified = await createTestUser(t, { status: 'NON_VERIFIED' });
    const ctx = serviceContext(t.app);
    await runRetentionJob(ctx, new Date(Date.now() + 6 * DAY));
    expect(await exists(unverified.user.id)).toBe(true);
    const report = await runRetentionJob(ctx, new Date(Date.now() + 7 * DAY + 60_000));
    expect(report.unverifiedDeleted).toBeGreaterThanOrEqual(1);
    expect(await exists(unverified.user.id)).toBe(false);
  });

  it('warns after a year without a sign-in (once, with several processes), deletes three months later without one', async () => {
    const idle = await createTestUser(t, { language: 'pt', firstName: 'Idle' });
    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    const ctx = serviceContext(t.app);
    const year = new Date(Date.now() + 366 * DAY);

    const runs = await Promise.all([
      runRetentionJob(ctx, year),
      runRetentionJob(ctx, year),
      runRetentionJob(ctx, year),
    ]);
    const warnedNow = await t.database.db.execute(
      sql`select id from users where inactivity_warned_at is not null and id in (${idle.user.id}, ${admin.user.id})`,
    );
    expect((warnedNow as unknown as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual([
      idle.user.id,
    ]);
    const mails = sink.mails.filter((m) => m.to.includes(idle.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('A sua conta da Football Academy vai ser eliminada');
    expect(runs.reduce((n, r) => n + r.warned, 0)).toBeGreaterThanOrEqual(1);

    await runRetentionJob(ctx, new Date(year.getTime() + 80 * DAY));
    expect(await exists(idle.user.id)).toBe(true);
    await Promise.all([
      runRetentionJob(ctx, new Date(year.getTime() + 93 * DAY)),
      runRetentionJob(ctx, new Date(year.getTime() + 93 * DAY)),
    ]);
    expect(await exists(idle.user.id)).toBe(false);
    expect(await exists(admin.user.id)).toBe(true);
    const deletedMails = sink.mails.filter(
      (m) => m.to.includes(idle.user.email) && m.subject === 'A sua conta da Football Academy foi eliminada',
    );
    expect(deletedMails).toHaveLength(1);
  });

  it('a sign-in after the warning keeps the account', async () => {
    const user = await createTestUser(t);
    const ctx = serviceContext(t.app);
    // Pretend the sign-ups and sign-ins happened a year ago, warn now, then sign in.
    await t.database.db.execute(
      sql`update users set created_at = now() - interval '400 days' where id = ${user.user.id}`,
    );
    await t.database.db.execute(
      sql`update oauth_tokens set created_at = now() - interval '400 days' where user_id = ${user.user.id}`,
    );
    await runRetentionJob(ctx, new Date());
    expect(await exists(user.user.id)).toBe(true);
    expect((await passwordLogin(t, user.user.email, user.password)).statusCode).toBe(200);
    await runRetentionJob(ctx, new Date(Date.now() + 100 * DAY));
    expect(await exists(user.user.id)).toBe(true);
  });
});
