import { attendanceSummarySchema, coachEventListSchema, playerEventListSchema } from '@academy/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoach, joinTeam, type TestCoach } from '../../test/coach-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { nextIp } from '../../test/account-helpers.ts';
import { addChild, createGuardian } from '../../test/household-helpers.ts';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/helpers.ts';
import { createTestPlayer } from '../../test/player-factory.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';

let database: TestDatabase;
let sink: SmtpSink;
let t: TestApp;
let coach: TestCoach;
let otherCoach: TestCoach;
let player: TestUser & { playerId: string };
let stranger: TestUser & { playerId: string };
let guardian: TestUser;
let childId: string;

const START = new Date('2027-03-01T09:00:00Z');

async function newPlayer(options: { language?: 'en' | 'sv' } = {}) {
  const user = await createTestUser(t, { firstName: 'Maja', lastName: 'Surname', ...options });
  const created = await createTestPlayer(t, user.user.id);
  return { ...user, playerId: created.id };
}

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  t = await buildTestApp({ database, env: { SMTP_URL: sink.url } });
  t.clock.set(START);
  const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  coach = await createCoach(t, admin, { firstName: 'Carla', lastName: 'Coach' });
  otherCoach = await createCoach(t, admin);
  await t.database.db.execute(
    sql`update users set time_zone = 'Europe/Stockholm' where id = ${coach.user.user.id}`,
  );
  player = await newPlayer({ language: 'sv' });
  stranger = await newPlayer();
  expect((await joinTeam(t, player.headers, coach.me.teamCode)).statusCode).toBe(201);
  guardian = await createGuardian(t, { language: 'fr', firstName: 'Anne' });
  const child = await addChild(t, guardian, { firstName: 'Lina', lastName: 'Secretname' });
  childId = child.playerId;
  await t.database.db.execute(
    sql`insert into team_memberships (manager_id, player_id) values (${coach.me.id}, ${childId})`,
  );
});

afterAll(async () => {
  await t?.close();
  await sink?.close();
  await database?.drop();
});

function call(
  _t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: { authorization: string },
  payload?: object,
) {
  return t.app.inject({ method, url, headers, payload, remoteAddress: nextIp() });
}

const schedule = (headers: { authorization: string }, body: object) =>
  call(t, 'POST', '/api/v1/manager/me/events', headers, body);

async function oneTraining(startsAt: string, endsAt: string, title = 'Training') {
  const res = await schedule(coach.user.headers, { title, startsAt, endsAt, place: 'Field 2' });
  expect(res.statusCode, res.body).toBe(201);
  return coachEventListSchema.parse(res.json())[0]!;
}

describe('scheduling trainings', () => {
  it("repeats weekly at 18:00 in the coach's zone across the change to summer time", async () => {
    const res = await schedule(coach.user.headers, {
      title: 'Tuesday training',
      startsAt: '2027-03-16T17:00:00Z', // 18:00 in Stockholm (winter time)
      endsAt: '2027-03-16T18:30:00Z',
      place: 'Field 1',
      weeklyUntil: '2027-04-06',
    });
    expect(res.statusCode, res.body).toBe(201);
    const series = coachEventListSchema.parse(res.json());
    // Summer time starts on 28 March 2027: 18:00 is then 16:00 UTC.
    expect(series.map((e) => e.startsAt)).toEqual([
      '2027-03-16T17:00:00.000Z',
      '2027-03-23T17:00:00.000Z',
      '2027-03-30T16:00:00.000Z',
      '2027-04-06T16:00:00.000Z',
    ]);
    expect(series.map((e) => e.endsAt)[2]).toBe('2027-03-30T17:30:00.000Z');
    expect(new Set(series.map((e) => e.seriesId)).size).toBe(1);
    expect(series[0]).toMatchObject({ attending: 2, notAttending: 0, started: false });
  });

  it('refuses bad times with the field, and a caller without a team', async () => {
    const bad = await schedule(coach.user.headers, {
      title: 'x',
      startsAt: '2027-03-16T17:00:00Z',
      endsAt: '2027-03-16T16:00:00Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'endsAt', code: 'teamEvent.endsBeforeStart' });
    const long = await schedule(coach.user.headers, {
      title: 'x',
      startsAt: '2027-03-16T17:00:00Z',
      endsAt: '2027-03-16T18:00:00Z',
      weeklyUntil: '2029-01-01',
    });
    expect(long.json().errors[0]).toMatchObject({ field: 'weeklyUntil' });
    const notCoach = await schedule(player.headers, {
      title: 'x',
      startsAt: '2027-03-16T17:00:00Z',
      endsAt: '2027-03-16T18:00:00Z',
    });
    expect(notCoach.statusCode).toBe(404);
  });
});

describe('answers and the register', () => {
  it('attending by default; the player or a guardian declines with a reason; the coach sees it', async () => {
    const event = await oneTraining('2027-03-10T16:00:00Z', '2027-03-10T17:30:00Z');
    const range = 'from=2027-03-10T00:00:00Z&to=2027-03-11T00:00:00Z';
    const mine = await call(t, 'GET', `/api/v1/player/${player.playerId}/events?${range}`, player.headers);
    expect(playerEventListSchema.parse(mine.json())).toEqual([
      expect.objectContaining({ id: event.id, rsvp: 'ATTENDING', reason: null, attendance: null }),
    ]);
    const declined = await call(t, 'PUT', `/api/v1/events/${event.id}/rsvp`, guardian.headers, {
      playerId: childId,
      rsvp: 'NOT_ATTENDING',
      reason: 'Dentist',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ rsvp: 'NOT_ATTENDING', reason: 'Dentist' });
    const list = await call(t, 'GET', `/api/v1/manager/me/events?${range}`, coach.user.headers);
    const seen = coachEventListSchema.parse(list.json())[0]!;
    expect(seen).toMatchObject({ attending: 1, notAttending: 1 });
    expect(seen.answers.find((a) => a.playerId === childId)).toMatchObject({
      firstName: 'Lina',
      rsvp: 'NOT_ATTENDING',
      reason: 'Dentist',
    });
    // Who else: another player, another coach, the player for someone else.
    expect(
      (await call(t, 'GET', `/api/v1/player/${player.playerId}/events`, stranger.headers)).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'GET', `/api/v1/player/${player.playerId}/events`, otherCoach.user.headers)).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'GET', `/api/v1/player/${player.playerId}/events`, coach.user.headers)).statusCode,
    ).toBe(200);
    const forOther = await call(t, 'PUT', `/api/v1/events/${event.id}/rsvp`, player.headers, {
      playerId: childId,
      rsvp: 'NOT_ATTENDING',
    });
    expect(forOther.statusCode).toBe(403);
    const notInTeam = await call(t, 'PUT', `/api/v1/events/${event.id}/rsvp`, stranger.headers, {
      playerId: stranger.playerId,
      rsvp: 'NOT_ATTENDING',
    });
    expect(notInTeam.statusCode).toBe(404);
    const coachAnswers = await call(t, 'PUT', `/api/v1/events/${event.id}/rsvp`, coach.user.headers, {
      playerId: player.playerId,
      rsvp: 'NOT_ATTENDING',
    });
    expect(coachAnswers.statusCode).toBe(403);
  });

  it('the register opens at the start, answers close; only the coach of the training marks; the rate', async () => {
    // The clock stands at 1 March 2027, 09:00 UTC: three trainings of the last week, one tomorrow.
    const a = await oneTraining('2027-02-22T16:00:00Z', '2027-02-22T17:00:00Z');
    const b = await oneTraining('2027-02-24T16:00:00Z', '2027-02-24T17:00:00Z');
    const c = await oneTraining('2027-02-26T16:00:00Z', '2027-02-26T17:00:00Z');
    const tomorrow = await oneTraining('2027-03-02T10:00:00Z', '2027-03-02T11:00:00Z');
    const mark = (
      id: string,
      attendance: string | null,
      headers = coach.user.headers,
      playerId = player.playerId,
    ) => call(t, 'PUT', `/api/v1/events/${id}/attendance`, headers, { playerId, attendance });
    const early = await mark(tomorrow.id, 'PRESENT');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('teamEvent.registerNotOpen');
    const late = await call(t, 'PUT', `/api/v1/events/${a.id}/rsvp`, player.headers, {
      playerId: player.playerId,
      rsvp: 'NOT_ATTENDING',
    });
    expect(late.statusCode).toBe(409);
    expect((await mark(a.id, 'PRESENT', player.headers)).statusCode).toBe(403);
    expect((await mark(a.id, 'PRESENT', otherCoach.user.headers)).statusCode).toBe(403);
    expect((await mark(a.id, 'PRESENT')).json()).toMatchObject({ attendance: 'PRESENT' });
    expect((await mark(b.id, 'EXCUSED')).statusCode).toBe(200);
    expect((await mark(c.id, 'PRESENT')).statusCode).toBe(200);
    expect((await mark(c.id, 'ABSENT')).statusCode).toBe(200); // a correction, not a second mark
    expect((await mark(a.id, 'ABSENT', coach.user.headers, childId)).statusCode).toBe(200);

    const summary = await call(t, 'GET', `/api/v1/player/${player.playerId}/attendance`, player.headers);
    expect(attendanceSummarySchema.parse(summary.json())).toEqual({
      events: 3,
      present: 1,
      excused: 1,
      absent: 1,
      rate: 1 / 3,
    });
    const childRate = await call(t, 'GET', `/api/v1/player/${childId}/attendance`, guardian.headers);
    expect(childRate.json()).toMatchObject({ events: 1, absent: 1, rate: 0 });
    expect(
      (await call(t, 'GET', `/api/v1/player/${childId}/attendance`, coach.user.headers)).statusCode,
    ).toBe(200);
    expect((await call(t, 'GET', `/api/v1/player/${childId}/attendance`, stranger.headers)).statusCode).toBe(
      403,
    );
  });
});

describe('changes close to a training', () => {
  it('mails the players and guardians, in their language, when a training within 48 hours moves or is cancelled', async () => {
    const soon = await oneTraining('2027-03-02T16:00:00Z', '2027-03-02T17:00:00Z', 'Passing');
    const later = await oneTraining('2027-03-20T16:00:00Z', '2027-03-20T17:00:00Z', 'Shooting');
    let since = sink.mails.length;
    const moved = await call(t, 'PATCH', `/api/v1/manager/me/events/${later.id}`, coach.user.headers, {
      place: 'Field 9',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const renamed = await call(t, 'PATCH', `/api/v1/manager/me/events/${soon.id}`, coach.user.headers, {
      title: 'Passing drills',
    });
    expect(renamed.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.mails.length).toBe(since); // far away, or only the title: no mail

    const changed = await call(t, 'PATCH', `/api/v1/manager/me/events/${soon.id}`, coach.user.headers, {
      startsAt: '2027-03-02T17:00:00Z',
      endsAt: '2027-03-02T18:00:00Z',
    });
    expect(changed.json()).toMatchObject({ startsAt: '2027-03-02T17:00:00.000Z' });
    const toPlayer = await sink.nextMail(player.user.email, since);
    expect(toPlayer.subject).toBe('Träningen har ändrats: Passing drills');
    expect(toPlayer.text).toContain('18:00–19:00'); // the training's local time in Stockholm
    const toGuardian = await sink.nextMail(guardian.user.email, since);
    expect(toGuardian.subject).toBe('Entraînement modifié : Passing drills');
    expect(toGuardian.text).toContain('Lina');

    since = sink.mails.length;
    expect(
      (await call(t, 'DELETE', `/api/v1/manager/me/events/${soon.id}`, coach.user.headers)).statusCode,
    ).toBe(204);
    expect((await sink.nextMail(player.user.email, since)).subject).toBe(
      'Träningen är inställd: Passing drills',
    );
    const after = await call(t, 'GET', `/api/v1/player/${player.playerId}/events`, player.headers);
    const ids = after.json().map((e: { id: string }) => e.id);
    expect(ids).toContain(later.id);
    expect(ids).not.toContain(soon.id);
    expect(
      (await call(t, 'DELETE', `/api/v1/manager/me/events/${soon.id}`, coach.user.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'DELETE', `/api/v1/manager/me/events/${later.id}`, otherCoach.user.headers)).statusCode,
    ).toBe(404);
  });
});
