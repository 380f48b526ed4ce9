import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextIp } from '../../test/account-helpers.ts';
import { postCard, startCheckout, subscribe } from '../../test/billing-helpers.ts';
import { createCoach, joinTeam } from '../../test/coach-helpers.ts';
import { createTestUser } from '../../test/factories.ts';
import { tablesHoldingPersonData } from '../../test/person-data.ts';
import { createChildPlayer, useAppWithMail } from '../../test/privacy-helpers.ts';
import { createTrainee } from '../../test/training-helpers.ts';
import { findPersonTables } from './export.repo.ts';
import { EXPORT_TABLES } from './export.service.ts';

const { t, sink } = await useAppWithMail();

const exportCall = (headers: { authorization: string }, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/user/export${query}`, headers, remoteAddress: nextIp() });

describe('data export', () => {
  it('reaches every table that holds a person’s data (fails when a new table is forgotten)', async () => {
    const holding = await tablesHoldingPersonData(t.database.db);
    const found = new Set((await findPersonTables(t.database.db)).map((r) => r.table));
    const forgotten = holding.filter((table) => !(table in EXPORT_TABLES) && !found.has(table));
    expect(forgotten).toEqual([]);
    expect(holding).toContain('guardian_approvals');
  });

  it('is one JSON attachment with the contract’s sections, the user’s own rows and no secret', async () => {
    const child = await createChildPlayer(t, sink, { firstName: 'Ada', lastName: 'Export' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/guardian-approval',
      payload: { token: child.token, decision: 'APPROVE' },
      remoteAddress: nextIp(),
    });
    const program = await t.app.inject({
      method: 'GET',
      url: `/api/v1/training-program/age-group/${child.player.ageGroupId}?status=PUBLIC`,
      headers: child.user.headers,
    });
    const s = { user: child.user, player: child.player, program: program.json() };
    const sub = await subscribe(t, s);
    const checkout = await startCheckout(t, s, sub.id, { paymentModel: 'YEARLY' });
    expect((await postCard(t, checkout.url, '4242424242424242')).statusCode).toBe(303);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/training-program/player-training-program',
      headers: child.user.headers,
      payload: { playerTrainingProgramSubscriptionId: sub.id },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/support',
      headers: child.user.headers,
      payload: { userId: child.user.user.id, subject: 'Export', message: 'Where is my data?' },
      remoteAddress: nextIp(),
    });

    const res = await exportCall(child.user.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="football-academy-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'user',
        'player',
        'manager',
        'consents',
        'subscriptions',
        'payments',
        'progress',
        'feedback',
        'supportMessages',
        'signInHistory',
      ]),
    );
    expect(data.user).toMatchObject({ id: child.user.user.id, first_name: 'Ada', last_name: 'Export' });
    expect(data.player).toMatchObject({ id: child.player.id, guardian_approval: 'APPROVED' });
    expect(data.consents[0]).toMatchObject({
      guardian_email: child.guardianEmail,
      policy_version: '2026-11-24',
    });
    expect(data.subscriptions.some((r: { id?: string }) => r.id === sub.id)).toBe(true);
    expect(data.payments.some((r: { last4?: string }) => r.last4 === '4242')).toBe(true);
    expect(data.progress.length).toBeGreaterThan(1);
    expect(data.supportMessages[0]).toMatchObject({ message: 'Where is my data?' });
    expect(data.signInHistory.length).toBeGreaterThan(0);
    const text = res.body;
    expect(text).not.toMatch(
      /password_hash|access_hash|refresh_hash|code_hash|token_hash|totp_secret|argon2/,
    );
  });

  it('exports a table added later by its user_id / player_id column, in the section its name suggests', async () => {
    const child = await createChildPlayer(t, sink);
    await t.database.db.execute(
      sql`create table coach_feedback_probe (id uuid primary key default gen_random_uuid(), player_id uuid not null, text text not null)`,
    );
    await t.database.db.execute(
      sql`insert into coach_feedback_probe (player_id, text) values (${child.player.id}, 'Great first touch')`,
    );
    const data = (await exportCall(child.user.headers)).json();
    expect(data.feedback).toEqual([
      expect.objectContaining({ table: 'coach_feedback_probe', text: 'Great first touch' }),
    ]);
    await t.database.db.execute(sql`drop table coach_feedback_probe`);
  });

  it('gives a coach their own work: the feedback they wrote and their team', async () => {
    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    const coach = await createCoach(t, admin, { firstName: 'Exa', lastName: 'Coach' });
    const trainee = await createTrainee(t, { ageGroupId: 'U13' });
    expect((await joinTeam(t, trainee.user.headers, coach.me.teamCode)).statusCode).toBe(201);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/player/${trainee.player.id}/feedback`,
      headers: coach.user.headers,
      remoteAddress: nextIp(),
      payload: { text: 'Lovely weak-foot passes', trainingProgramBlockId: trainee.phases[0]!.id },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const data = (await exportCall(coach.user.headers)).json();
    expect(data.feedback).toEqual([
      expect.objectContaining({ table: 'coach_feedback', text: 'Lovely weak-foot passes' }),
    ]);
    expect(data.other.team_memberships).toEqual([expect.objectContaining({ player_id: trainee.player.id })]);
  });

  it('another user’s export is for admins only; limited to 5 an hour per caller', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    expect((await exportCall(other.headers, `?userId=${user.user.id}`)).statusCode).toBe(403);
    const byAdmin = await exportCall(admin.headers, `?userId=${user.user.id}`);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().user.id).toBe(user.user.id);
    // A plain admin cannot export the super admin (the account above theirs).
    const superAdmin = await createTestUser(t, { authorities: ['ROLE_SUPER_ADMIN'] });
    expect((await exportCall(admin.headers, `?userId=${superAdmin.user.id}`)).statusCode).toBe(403);
    expect((await exportCall(superAdmin.headers, `?userId=${admin.user.id}`)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await exportCall(user.headers)).statusCode).toBe(200);
    const limited = await exportCall(user.headers);
    expect(limited.statusCode).toBe(429);
  });
});
