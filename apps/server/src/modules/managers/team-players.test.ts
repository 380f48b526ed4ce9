import { feedbackSchema, playerTrainingViewSchema, teamPlayerListSchema } from '@academy/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/account-helpers.ts';
import { createCoach, get, joinTeam, type TestCoach } from '../../test/coach-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/helpers.ts';
import { createTestPlayer } from '../../test/player-factory.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import {
  complete,
  createTrainee,
  progressOf,
  sessionsOf,
  type Trainee,
} from '../../test/training-helpers.ts';

let database: TestDatabase;
let sink: SmtpSink;
let t: TestApp;
let admin: TestUser;
let coach: TestCoach;
let otherCoach: TestCoach;
let trainee: Trainee;

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  t = await buildTestApp({ database, env: { SMTP_URL: sink.url } });
  admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  coach = await createCoach(t, admin, { firstName: 'Carla', lastName: 'Coach' });
  otherCoach = await createCoach(t, admin, { firstName: 'Otto', lastName: 'Other' });
  trainee = await createTrainee(t, { language: 'sv', ageGroupId: 'U13' });
  expect((await joinTeam(t, trainee.user.headers, coach.me.teamCode)).statusCode).toBe(201);
});

afterAll(async () => {
  await t?.close();
  await sink?.close();
  await database?.drop();
});

const teamUrl = (c: TestCoach) => `/api/v1/player/manager/${c.user.user.id}?language=en`;

function postFeedback(headers: { authorization: string }, playerId: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/player/${playerId}/feedback`,
    headers,
    remoteAddress: nextIp(),
    payload: body as object,
  });
}

describe("the coach's players", () => {
  it('lists each player with program, phase, sessions done, in the last 7 days and last trained', async () => {
    const [first, second] = await sessionsOf(t, trainee, trainee.phases[0]!.id);
    expect(
      (await complete(t, trainee, first!.id, { rating: 4, note: 'private', shareNote: false })).statusCode,
    ).toBe(200);
    expect(
      (await complete(t, trainee, second!.id, { rating: 2, note: 'too hard', shareNote: true })).statusCode,
    ).toBe(200);
    // One of them long ago: it counts as done, not in the last 7 days.
    await t.database.db.execute(
      sql`update player_training_session_completions set completed_at = now() - interval '10 days'
          where training_session_id = ${first!.id}`,
    );
    // A second player in the team, who has no program yet.
    const newcomer = await createTestUser(t, { firstName: 'Adam', lastName: 'Aaronson' });
    await createTestPlayer(t, newcomer.user.id, { ageGroupId: 'U10' });
    expect((await joinTeam(t, newcomer.headers, coach.me.teamCode)).statusCode).toBe(201);

    const res = await get(t, teamUrl(coach), coach.user.headers);
    expect(res.statusCode, res.body).toBe(200);
    const players = teamPlayerListSchema.parse(res.json());
    const progress = await progressOf(t, trainee, '?language=en');
    expect(players.map((p) => p.lastName)).toEqual(['Aaronson', trainee.user.user.lastName]);
    expect(players[0]).toMatchObject({
      ageGroupId: 'U10',
      programTitle: null,
      currentPhase: null,
      sessionsDone: 0,
      sessionsTotal: 0,
      sessionsLast7Days: 0,
      lastTrainedAt: null,
    });
    expect(players[1]).toMatchObject({
      playerId: trainee.player.id,
      userId: trainee.user.user.id,
      ageGroupId: 'U13',
      programTitle: 'Tactical Understanding',
      currentPhase: { title: progress.phases[0]!.title, status: 'ACTIVE' },
      sessionsDone: 2,
      sessionsTotal: progress.sessionsTotal,
      sessionsLast7Days: 1,
      lastTrainedAt: progress.lastTrainedAt,
    });
    // The admin reads any team; the other coach does not.
    expect((await get(t, teamUrl(coach), admin.headers)).json()).toHaveLength(2);
    expect((await get(t, teamUrl(coach), otherCoach.user.headers)).statusCode).toBe(403);
    expect((await get(t, teamUrl(coach), trainee.user.headers)).statusCode).toBe(403);
  });

  it("shows one player's phases and sessions: ratings, and only the notes the player shared", async () => {
    const url = `/api/v1/player/${trainee.player.id}/training?language=en`;
    const res = await get(t, url, coach.user.headers);
    expect(res.statusCode, res.body).toBe(200);
    const view = playerTrainingViewSchema.parse(res.json());
    expect(view.phases[0]).toMatchObject({ status: 'ACTIVE', sessionsDone: 2 });
    expect(view.phases.length).toBe(trainee.phases.length);
    expect(view.completions.map((c) => [c.rating, c.note])).toEqual([
      [2, 'too hard'],
      [4, null],
    ]);
    expect(JSON.stringify(view)).not.toContain('private');
    expect((await get(t, url, trainee.user.headers)).statusCode).toBe(200);
    expect((await get(t, url, admin.headers)).statusCode).toBe(200);
    expect((await get(t, url, otherCoach.user.headers)).statusCode).toBe(403);
    const stranger = await createTrainee(t);
    expect((await get(t, url, stranger.user.headers)).statusCode).toBe(403);
    expect((await get(t, '/api/v1/player/nope/training', coach.user.headers)).statusCode).toBe(400);
  });
});

describe('feedback', () => {
  it('a coach writes to their player, who gets it by mail in their language and reads it', async () => {
    const since = sink.mails.length;
    const res = await postFeedback(coach.user.headers, trainee.player.id, {
      text: '  Great first week — keep the ball close!  ',
      trainingProgramBlockId: trainee.phases[0]!.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const feedback = feedbackSchema.parse(res.json());
    expect(feedback).toMatchObject({
      text: 'Great first week — keep the ball close!',
      managerName: 'Carla Coach',
      trainingProgramBlockId: trainee.phases[0]!.id,
    });

    const mail = await sink.nextMail(trainee.user.user.email, since);
    expect(mail.subject).toBe('Din tränare Carla Coach har skickat feedback till dig');
    expect(mail.text).toContain('Great first week — keep the ball close!');
    expect(mail.text).toContain('http://127.0.0.1:3000/program');

    const read = await get(t, `/api/v1/player/${trainee.player.id}/feedback`, trainee.user.headers);
    expect(read.json()).toEqual([feedback]);
  });

  it('validates the text and the phase with the field', async () => {
    const empty = await postFeedback(coach.user.headers, trainee.player.id, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'text', message: 'Feedback cannot be empty', code: 'coach.feedbackRequired' },
    ]);
    const long = await postFeedback(coach.user.headers, trainee.player.id, { text: 'x'.repeat(2001) });
    expect(long.json().errors[0]).toMatchObject({ field: 'text' });
    const stranger = await createTrainee(t, { ageGroupId: 'U16' });
    const foreignPhase = await postFeedback(coach.user.headers, trainee.player.id, {
      text: 'Hi',
      trainingProgramBlockId: stranger.phases[0]!.id,
    });
    expect(foreignPhase.statusCode).toBe(400);
    expect(foreignPhase.json().errors).toEqual([
      {
        field: 'trainingProgramBlockId',
        message: "This phase is not in the player's program",
        code: 'coach.phaseNotInProgram',
      },
    ]);
  });

  it("no one but the player's coach writes, and a coach never reads another coach's players or words", async () => {
    const url = `/api/v1/player/${trainee.player.id}/feedback`;
    for (const who of [otherCoach.user, trainee.user, admin]) {
      expect((await postFeedback(who.headers, trainee.player.id, { text: 'Hello' })).statusCode).toBe(403);
    }
    expect((await get(t, url, otherCoach.user.headers)).statusCode).toBe(403);
    expect((await get(t, url, admin.headers)).json()).toHaveLength(1);

    // The other coach's own player is out of reach for the first coach.
    const theirs = await createTrainee(t);
    expect((await joinTeam(t, theirs.user.headers, otherCoach.me.teamCode)).statusCode).toBe(201);
    expect((await postFeedback(coach.user.headers, theirs.player.id, { text: 'Hi' })).statusCode).toBe(403);
    expect((await get(t, `/api/v1/player/${theirs.player.id}/feedback`, coach.user.headers)).statusCode).toBe(
      403,
    );

    // Both coach the same player: each reads their own words; the player reads both.
    expect((await joinTeam(t, trainee.user.headers, otherCoach.me.teamCode)).statusCode).toBe(201);
    expect(
      (await postFeedback(otherCoach.user.headers, trainee.player.id, { text: 'From Otto' })).statusCode,
    ).toBe(201);
    expect((await get(t, url, otherCoach.user.headers)).json().map((f: { text: string }) => f.text)).toEqual([
      'From Otto',
    ]);
    expect((await get(t, url, coach.user.headers)).json()).toHaveLength(1);
    expect(
      (await get(t, url, trainee.user.headers)).json().map((f: { managerName: string }) => f.managerName),
    ).toEqual(['Otto Other', 'Carla Coach']);

    // After leaving a team, that coach loses access at once.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/player/coach/${otherCoach.me.id}`,
      headers: trainee.user.headers,
    });
    expect((await get(t, url, otherCoach.user.headers)).statusCode).toBe(403);
    expect(
      (await postFeedback(otherCoach.user.headers, trainee.player.id, { text: 'Back?' })).statusCode,
    ).toBe(403);
  });
});

describe('taking back: a feedback sent by mistake, a player who left the team', () => {
  it('a double click on Send stores one feedback and sends one mail; the coach deletes it', async () => {
    const since = sink.mails.length;
    const text = `Sent twice ${Date.now()}`;
    const both = await Promise.all([
      postFeedback(coach.user.headers, trainee.player.id, { text }),
      postFeedback(coach.user.headers, trainee.player.id, { text }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both[0]!.json().id).toBe(both[1]!.json().id);
    await sink.nextMail(trainee.user.user.email, since);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.mails.slice(since).filter((m) => m.text?.includes(text))).toHaveLength(1);

    const id = both[0]!.json().id as string;
    const del = (headers: { authorization: string }) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/player/${trainee.player.id}/feedback/${id}`, headers });
    expect((await del(otherCoach.user.headers)).statusCode).toBe(403);
    expect((await del(trainee.user.headers)).statusCode).toBe(403);
    expect((await del(coach.user.headers)).statusCode).toBe(204);
    expect((await del(coach.user.headers)).statusCode).toBe(204);
    const read = await get(t, `/api/v1/player/${trainee.player.id}/feedback`, trainee.user.headers);
    expect((read.json() as { id: string }[]).some((f) => f.id === id)).toBe(false);
  });

  it('a coach removes a player from the team; the player keeps their history', async () => {
    const leaver = await createTrainee(t, { ageGroupId: 'U13' });
    expect((await joinTeam(t, leaver.user.headers, coach.me.teamCode)).statusCode).toBe(201);
    expect(
      (await postFeedback(coach.user.headers, leaver.player.id, { text: 'Well played' })).statusCode,
    ).toBe(201);
    const remove = (headers: { authorization: string }) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/manager/me/players/${leaver.player.id}`, headers });
    expect((await remove(otherCoach.user.headers)).statusCode).toBe(403);
    expect((await remove(coach.user.headers)).statusCode).toBe(204);
    const team = (await get(t, teamUrl(coach), coach.user.headers)).json() as { playerId: string }[];
    expect(team.some((p) => p.playerId === leaver.player.id)).toBe(false);
    expect((await get(t, `/api/v1/player/${leaver.player.id}/training`, coach.user.headers)).statusCode).toBe(
      403,
    );
    const own = await get(t, `/api/v1/player/${leaver.player.id}/feedback`, leaver.user.headers);
    expect(own.json()).toEqual([expect.objectContaining({ text: 'Well played' })]);
  });
});
