import { dayIn } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock.ts';
import { nextIp } from '../../test/account-helpers.ts';
import { clientAuthHeader, createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { playerPayload, postPlayer } from '../../test/privacy-helpers.ts';
import { complete, createTrainee, sessionsOf } from '../../test/training-helpers.ts';

/** The next instant, within a day, that is 23:45 in Stockholm (22:45 UTC in winter, 21:45 in summer). */
function nextStockholmQuarterToMidnight(): Date {
  for (let hours = 1; hours <= 48; hours++) {
    const at = new Date(Date.now() + hours * 3_600_000);
    for (const utcHour of [21, 22]) {
      at.setUTCHours(utcHour, 45, 0, 0);
      const later = new Date(at.getTime() + 30 * 60_000);
      if (
        at.getTime() > Date.now() &&
        dayIn(at, 'Europe/Stockholm') !== dayIn(later, 'Europe/Stockholm') &&
        dayIn(at, 'UTC') === dayIn(later, 'UTC')
      )
        return at;
    }
  }
  throw new Error('no quarter to midnight found');
}

const setZone = (t: TestApp, user: TestUser, timeZone: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/user/${user.user.id}/person`,
    headers: user.headers,
    payload: { timeZone },
    remoteAddress: nextIp(),
  });

describe("the user's time zone", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is taken from the sign-up, shown in the user JSON and changed on the account', async () => {
    const signUp = (email: string, timeZone?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user',
        headers: clientAuthHeader(t),
        remoteAddress: nextIp(),
        payload: {
          firstName: 'Zoe',
          email,
          password: 'a-long-pass-7',
          phoneNumber: {
            countryCode: '+46',
            number: `70${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
          },
          ...(timeZone ? { timeZone } : {}),
        },
      });
    const withZone = await signUp('zone-signup@example.test', 'Europe/Stockholm');
    expect(withZone.statusCode).toBe(201);
    expect(withZone.json().timeZone).toBe('Europe/Stockholm');
    const withoutZone = await signUp('no-zone-signup@example.test');
    expect(withoutZone.statusCode).toBe(201);
    expect(withoutZone.json().timeZone).toBeNull();
    const unknown = await signUp('bad-zone-signup@example.test', 'Mars/Olympus_Mons');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContainEqual({
      field: 'timeZone',
      message: 'Unknown time zone',
      code: 'timeZone.invalidTimeZone',
    });

    const u = await createTestUser(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: u.headers })).json().timeZone,
    ).toBeNull();
    const changed = await setZone(t, u, 'America/Sao_Paulo');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().timeZone).toBe('America/Sao_Paulo');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: u.headers });
    expect(me.json().timeZone).toBe('America/Sao_Paulo');
    for (const bad of ['Europe/Nowhere', '+01:00', 'x'.repeat(65), 42]) {
      const res = await setZone(t, u, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('timeZone');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: u.headers })).json().timeZone,
    ).toBe('America/Sao_Paulo');
  });

  it("counts the streak's days in the player's zone: two sessions an hour apart around midnight UTC", async () => {
    // The next 23:45 in Stockholm, less than a day ahead (the subscription made now still runs then),
    // and half an hour later: two days there, one day in UTC.
    const start = nextStockholmQuarterToMidnight();
    t.clock.set(start);
    const trainee = await createTrainee(t);
    expect((await setZone(t, trainee.user, 'Europe/Stockholm')).statusCode).toBe(200);
    const [first, second] = await sessionsOf(t, trainee, trainee.phases[0]!.id);
    expect((await complete(t, trainee, first!.id)).statusCode).toBe(200);
    t.clock.advance(30 * 60 * 1000);
    expect((await complete(t, trainee, second!.id)).statusCode).toBe(200);

    const progress = async (query = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/training-program/player-training-program/${trainee.playerProgramId}/progress${query}`,
        headers: trainee.user.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json().currentStreakDays;
    };
    expect(await progress()).toBe(2);
    expect(await progress('?timeZone=UTC')).toBe(1);
    t.clock.set(new Date());
  });
});

describe('birthdays in the player’s zone, across the change to summer time', () => {
  // Sunday 29 March 2026, 22:30 UTC: summer time began in Stockholm at 01:00 UTC that day, so it
  // is already 00:30 on Monday 30 March there, and still Sunday in UTC.
  const clock = new TestClock(new Date('2026-03-29T22:30:00Z'), { frozen: true });
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a child born on 30 March 2010 is 16 in Stockholm (no guardian) and still 15 in UTC', async () => {
    const stockholm = await createTestUser(t);
    expect((await setZone(t, stockholm, 'Europe/Stockholm')).statusCode).toBe(200);
    const inStockholm = await postPlayer(
      t,
      stockholm,
      playerPayload(stockholm.user.id, { dateOfBirth: '2010-03-30' }),
    );
    expect(inStockholm.statusCode).toBe(201);
    expect(inStockholm.json().guardianApproval).not.toBe('PENDING');

    const utc = await createTestUser(t);
    const inUtc = await postPlayer(t, utc, playerPayload(utc.user.id, { dateOfBirth: '2010-03-30' }));
    expect(inUtc.statusCode).toBe(400);
    expect(inUtc.json().errors[0].field).toBe('guardianEmail');
  });
});
