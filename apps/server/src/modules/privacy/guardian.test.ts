import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextIp } from '../../test/account-helpers.ts';
import { subscribe } from '../../test/billing-helpers.ts';
import { createCoach, get, joinTeam } from '../../test/coach-helpers.ts';
import { createTestUser } from '../../test/factories.ts';
import {
  bornYearsAgo,
  createChildPlayer,
  playerPayload,
  postPlayer,
  useAppWithMail,
} from '../../test/privacy-helpers.ts';
import { decideGuardianRequest } from './guardian.service.ts';
import { serviceContext } from '../../lib/service-context.ts';

const { t, sink } = await useAppWithMail();

const view = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/guardian-approval?token=${token}`, remoteAddress: nextIp() });
const decide = (token: string, decision: 'APPROVE' | 'DECLINE', remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/guardian-approval',
    payload: { token, decision },
    remoteAddress,
  });

describe('guardian approval for players under 16', () => {
  it('asks for guardianEmail under 16 (400 on the field), refuses the player’s own e-mail, not at 16', async () => {
    const user = await createTestUser(t);
    const missing = await postPlayer(t, user, playerPayload(user.user.id));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject([
      {
        field: 'guardianEmail',
        message: 'A parent or guardian’s e-mail is needed for a player under 16',
        code: 'privacy.guardianEmailRequired',
      },
    ]);
    const own = await postPlayer(
      t,
      user,
      playerPayload(user.user.id, { guardianEmail: user.user.email.toUpperCase() }),
    );
    expect(own.statusCode).toBe(400);
    expect(own.json().errors[0].field).toBe('guardianEmail');

    const sixteen = await createTestUser(t);
    const res = await postPlayer(
      t,
      sixteen,
      playerPayload(sixteen.user.id, { dateOfBirth: bornYearsAgo(16) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().guardianApproval).toBe('NOT_NEEDED');
  });

  it('mails the guardian in the player’s language a 7-day single-use link, stored only as a hash', async () => {
    const child = await createChildPlayer(t, sink, { language: 'sv', firstName: 'Elsa', lastName: 'Lind' });
    expect(child.player.guardianApproval).toBe('PENDING');
    expect(child.mail.subject).toBe('Elsa Lind behöver ditt godkännande för att använda Football Academy');
    expect(child.mail.text).toContain(`${t.config.publicUrl}/guardian-approval?token=${child.token}`);
    expect(child.token.length).toBeGreaterThanOrEqual(43);

    const stored = await t.database.db.execute(
      sql`select token_hash, expires_at from guardian_approvals where player_id = ${child.player.id}`,
    );
    const row = (stored as unknown as { rows: { token_hash: string; expires_at: string }[] }).rows[0]!;
    expect(row.token_hash).toBe(createHash('sha256').update(child.token).digest('hex'));
    const days = (new Date(row.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const page = await view(child.token);
    expect(page.statusCode).toBe(200);
    expect(page.json().child).toMatchObject({ firstName: 'Elsa', lastName: 'Lind', clubName: 'Privacy FC' });
    expect((await view('x'.repeat(43))).statusCode).toBe(404);
  });

  it('refuses checkout and enable-billing with 403 Guardian approval needed until approved', async () => {
    const child = await createChildPlayer(t, sink);
    const programRes = await t.app.inject({
      method: 'GET',
      url: `/api/v1/training-program/age-group/${child.player.ageGroupId}?status=PUBLIC`,
      headers: child.user.headers,
    });
    const sub = await subscribe(t, { user: child.user, player: child.player, program: programRes.json() });
    const checkout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/billing/checkout-session',
        headers: child.user.headers,
        payload: {
          language: 'en',
          subscriptionId: sub.id,
          paymentModel: 'MONTHLY',
          callBackSuccessURL: `${t.config.publicUrl}/account`,
          callBackCancelURL: `${t.config.publicUrl}/account`,
          coupon: null,
        },
      });
    const refused = await checkout();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Guardian approval needed');
    const billing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/player-training-program-subscription/enable-billing',
      headers: child.user.headers,
      payload: { playerId: child.player.id, subscriptionId: sub.id, paymentModel: 'MONTHLY' },
    });
    expect(billing.statusCode).toBe(403);
    expect(billing.json().message).toBe('Guardian approval needed');

    const approved = await decide(child.token, 'APPROVE', '203.0.113.7');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ result: 'APPROVED' });
    expect((await checkout()).statusCode).toBe(200);

    const player = await t.app.inject({
      method: 'GET',
      url: `/api/v1/player/user/${child.user.user.id}`,
      headers: child.user.headers,
    });
    expect(player.json().guardianApproval).toBe('APPROVED');
    const record = await t.database.db.execute(
      sql`select guardian_email, approved_at, approved_ip, policy_version, token_hash from guardian_approvals where player_id = ${child.player.id}`,
    );
    expect((record as unknown as { rows: unknown[] }).rows[0]).toMatchObject({
      guardian_email: child.guardianEmail,
      approved_ip: '203.0.113.7',
      policy_version: '2026-11-24',
      token_hash: null,
    });
    const receipt = await sink.waitForMail(child.guardianEmail);
    expect(receipt.subject).toMatch(/^Your approval for /);
    expect(receipt.text).toContain('203.0.113.7');
  });

  it('a link works once, also for two clicks at the same moment', async () => {
    const child = await createChildPlayer(t, sink);
    const results = await Promise.all([decide(child.token, 'APPROVE'), decide(child.token, 'APPROVE')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect((await view(child.token)).statusCode).toBe(404);
    expect((await decide(child.token, 'DECLINE')).statusCode).toBe(404);
  });

  it('a link expires after 7 days', async () => {
    const child = await createChildPlayer(t, sink);
    const ctx = serviceContext(t.app);
    const later = new Date(Date.now() + 7 * 86_400_000 + 60_000);
    await expect(
      decideGuardianRequest(ctx, { token: child.token, decision: 'APPROVE', ip: '1.2.3.4' }, later),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('resend makes a new link (the old one dies), only for the player or an admin, rate-limited', async () => {
    const child = await createChildPlayer(t, sink);
    const other = await createTestUser(t);
    const resend = (headers: { authorization: string }, body?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/player/${child.player.id}/guardian-request`,
        headers,
        payload: body ?? {},
        remoteAddress: nextIp(),
      });
    expect((await resend(other.headers)).statusCode).toBe(403);
    const corrected = `fixed-${child.guardianEmail}`;
    const ok = await resend(child.user.headers, { guardianEmail: corrected });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ guardianApproval: 'PENDING' });
    const mail = await sink.waitForMail(corrected);
    const fresh = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect((await view(child.token)).statusCode).toBe(404);
    expect((await view(fresh)).statusCode).toBe(200);
    expect((await resend(child.user.headers)).statusCode).toBe(200);
    expect((await resend(child.user.headers)).statusCode).toBe(200);
    const limited = await resend(child.user.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('decline deletes the child’s account', async () => {
    const child = await createChildPlayer(t, sink);
    const res = await decide(child.token, 'DECLINE');
    expect(res.json()).toEqual({ result: 'DECLINED' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: child.user.headers });
    expect(me.statusCode).toBe(401);
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from users where id = ${child.user.user.id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('guardian approval holds (Trust, round 3)', () => {
  it('refuses a guardian address that is the child’s own however written, or one the account moves to', async () => {
    const user = await createTestUser(t, { email: 'kid.striker@gmail.com' });
    for (const guardianEmail of ['Kid.Striker+mum@gmail.com', 'kidstriker@googlemail.com']) {
      const res = await postPlayer(t, user, playerPayload(user.user.id, { guardianEmail }));
      expect(res.statusCode, guardianEmail).toBe(400);
      expect(res.json().errors).toMatchObject([
        { field: 'guardianEmail', message: 'The guardian’s e-mail must not be the player’s own' },
      ]);
    }
    // An e-mail change waiting for its code: that address is the child's too.
    const moving = await createTestUser(t, { password: 'moving-pass-1' });
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification',
      headers: moving.headers,
      remoteAddress: nextIp(),
      payload: {
        userId: moving.user.id,
        language: 'en',
        sendEmail: true,
        type: 'CHANGE_USER_ACCOUNT_USERNAME',
        sendEmailTo: 'new-kid-address@example.test',
        password: 'moving-pass-1',
      },
    });
    expect(change.statusCode, change.body).toBeLessThan(300);
    const res = await postPlayer(
      t,
      moving,
      playerPayload(moving.user.id, { guardianEmail: 'new-kid-address@example.test' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('guardianEmail');
  });

  it('a player who comes to wait for approval leaves their coaches’ teams', async () => {
    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    const coach = await createCoach(t, admin);
    const user = await createTestUser(t);
    const created = await postPlayer(t, user, playerPayload(user.user.id, { dateOfBirth: bornYearsAgo(17) }));
    expect(created.statusCode, created.body).toBe(201);
    expect((await joinTeam(t, user.headers, coach.me.teamCode)).statusCode).toBeLessThan(300);
    const coaches = () => get(t, '/api/v1/player/coach', user.headers);
    expect((await coaches()).json()).toHaveLength(1);
    // An admin corrects the date of birth to 13: approval is needed again, and so is it for the coach.
    const { userId: _userId, ...fields } = playerPayload(user.user.id, {
      dateOfBirth: bornYearsAgo(13),
      guardianEmail: `parent-${user.user.id.slice(0, 8)}@example.test`,
    });
    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/player/${created.json().id}`,
      headers: admin.headers,
      payload: fields,
      remoteAddress: nextIp(),
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().guardianApproval).toBe('PENDING');
    expect((await coaches()).json()).toEqual([]);
    expect((await joinTeam(t, user.headers, coach.me.teamCode)).statusCode).toBe(403);
  });
});
