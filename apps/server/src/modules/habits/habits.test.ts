import { addDays, dayIn } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { addChild, call, createGuardian } from '../../test/household-helpers.ts';
import { createTestPlayer } from '../../test/player-factory.ts';
import { complete, createTrainee, sessionsOf } from '../../test/training-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('weekly goals', () => {
  it('starts at 3 a week; the player sets 2 and the progress shows the week, then the goal met', async () => {
    const trainee = await createTrainee(t);
    const goalUrl = `/api/v1/player/${trainee.player.id}/goal`;
    const first = await call(t, 'GET', goalUrl, trainee.user.headers);
    expect(first.json()).toEqual({ sessionsPerWeek: 3 });
    expect((await call(t, 'PUT', goalUrl, trainee.user.headers, { sessionsPerWeek: 8 })).statusCode).toBe(
      400,
    );
    const put = await call(t, 'PUT', goalUrl, trainee.user.headers, { sessionsPerWeek: 2 });
    expect(put.statusCode, put.body).toBe(200);

    const sessions = await sessionsOf(t, trainee, trainee.phases[0]!.id);
    const one = await complete(t, trainee, sessions[0]!.id);
    expect(one.json()).toMatchObject({
      week: { goal: 2, done: 1, status: 'ON_TRACK', weekStart: expect.any(String) },
      weeksMetInARow: 0,
    });
    const two = await complete(t, trainee, sessions[1]!.id);
    expect(two.json()).toMatchObject({ week: { goal: 2, done: 2, status: 'MET' }, weeksMetInARow: 1 });

    const stranger = await createTestUser(t);
    expect((await call(t, 'PUT', goalUrl, stranger.headers, { sessionsPerWeek: 4 })).statusCode).toBe(403);
  });
});

describe('freezes', () => {
  it('a guardian freezes a child’s weeks; the child of 12 may not; 8 days back is too early', async () => {
    const guardian = await createGuardian(t);
    const child = await addChild(t, guardian);
    const url = `/api/v1/player/${child.playerId}/freeze`;
    const today = dayIn(t.clock.now(), 'UTC');
    const early = await call(t, 'POST', url, guardian.headers, {
      from: addDays(today, -8),
      days: 3,
      reason: 'INJURY',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([
      expect.objectContaining({ field: 'from', code: 'habit.fromTooEarly' }),
    ]);
    const tooLong = await call(t, 'POST', url, guardian.headers, { from: today, days: 29, reason: 'INJURY' });
    expect(tooLong.statusCode).toBe(400);
    const made = await call(t, 'POST', url, guardian.headers, { from: today, days: 14, reason: 'INJURY' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ from: today, until: addDays(today, 13), reason: 'INJURY' });

    // A player of 12 with their own account hears that a guardian freezes.
    const young = await createTestUser(t);
    const player = await createTestPlayer(t, young.user.id);
    const own = await call(t, 'POST', `/api/v1/player/${player.id}/freeze`, young.headers, {
      from: today,
      days: 3,
      reason: 'HOLIDAY',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('habit.guardianFreezes');
  });
});

describe('notification settings', () => {
  it('defaults by age: an adult gets reminders and the digest; a player under 16 nothing until a guardian', async () => {
    const adult = await createTestUser(t);
    const mine = await call(t, 'GET', '/api/v1/user/notifications', adult.headers);
    expect(mine.json()).toEqual({
      email: { reminders: true, weeklyDigest: true },
      push: { enabled: false },
      quietHours: { from: '21:00', to: '08:00' },
    });

    const young = await createTestUser(t);
    await createTestPlayer(t, young.user.id);
    const childDefaults = {
      email: { reminders: false, weeklyDigest: false },
      push: { enabled: false },
      quietHours: { from: '20:00', to: '08:00' },
    };
    expect((await call(t, 'GET', '/api/v1/user/notifications', young.headers)).json()).toEqual(childDefaults);
    const on = { ...childDefaults, push: { enabled: true } };
    const refused = await call(t, 'PUT', '/api/v1/user/notifications', young.headers, on);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('habit.guardianTurnsOn');
  });

  it('a guardian turns a child’s reminders on; a stranger may not', async () => {
    const guardian = await createGuardian(t);
    const child = await addChild(t, guardian);
    const url = `/api/v1/player/${child.playerId}/notifications`;
    const current = (await call(t, 'GET', url, guardian.headers)).json();
    expect(current.email.reminders).toBe(false);
    const turned = await call(t, 'PUT', url, guardian.headers, {
      ...current,
      email: { ...current.email, reminders: true },
    });
    expect(turned.statusCode, turned.body).toBe(200);
    expect((await call(t, 'GET', url, guardian.headers)).json().email.reminders).toBe(true);
    const stranger = await createGuardian(t);
    expect((await call(t, 'GET', url, stranger.headers)).statusCode).toBe(403);
  });
});

describe('web push subscriptions', () => {
  it('gives a VAPID key of 87 characters and accepts endpoints only on the known push services', async () => {
    const key = await call(t, 'GET', '/api/v1/push/key', { authorization: '' });
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const user = await createTestUser(t);
    const keys = { p256dh: 'BOr6x', auth: 'c2VjcmV0' };
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.example/x',
      'http://fcm.googleapis.com/fcm/send/abc',
    ]) {
      const res = await call(t, 'POST', '/api/v1/push/subscriptions', user.headers, { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'endpoint', code: 'habit.pushHostNotAllowed' });
    }
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect(
      (await call(t, 'POST', '/api/v1/push/subscriptions', user.headers, { endpoint, keys })).statusCode,
    ).toBe(204);
    const gone = `/api/v1/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`;
    expect((await call(t, 'DELETE', gone, user.headers)).statusCode).toBe(204);
    expect((await call(t, 'DELETE', gone, user.headers)).statusCode).toBe(404);
  });
});
