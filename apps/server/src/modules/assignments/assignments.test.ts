import {
  addDays,
  type Challenge,
  dayIn,
  type LeaderboardEntry,
  type ManagerAssignment,
  type PlayerAssignment,
} from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMemberships } from '../../db/schema/index.ts';
import { nextIp } from '../../test/account-helpers.ts';
import { createCoach, joinTeam, type TestCoach } from '../../test/coach-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { addChild, createGuardian } from '../../test/household-helpers.ts';
import { complete, createTrainee, sessionsOf, type Trainee } from '../../test/training-helpers.ts';

type Headers = { authorization: string };

describe("the coach's week: assignments and the team board", () => {
  let t: TestApp;
  let admin: TestUser;
  let coach: TestCoach;
  let otherCoach: TestCoach;
  let ana: Trainee;
  let ben: Trainee;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    coach = await createCoach(t, admin, { firstName: 'Carla', lastName: 'Coach' });
    otherCoach = await createCoach(t, admin);
    ana = await createTrainee(t, { ageGroupId: 'U12' });
    ben = await createTrainee(t, { ageGroupId: 'U12' });
    for (const p of [ana, ben])
      expect((await joinTeam(t, p.user.headers, coach.me.teamCode)).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const today = () => dayIn(t.clock.now(), 'UTC');
  const assign = (headers: Headers, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/manager/me/assignments',
      headers,
      payload,
      remoteAddress: nextIp(),
    });
  const mine = async (headers: Headers): Promise<ManagerAssignment[]> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/manager/me/assignments', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ofPlayer = (headers: Headers, playerId: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/player/${playerId}/assignments`, headers });

  it('assigns a locked session to the team: it opens for the player, completing it makes it DONE', async () => {
    const laterPhase = ana.phases[1]!;
    const [locked, other] = await sessionsOf(t, ana, laterPhase.id);
    // Not assigned: a session of a phase not unlocked yet stays closed.
    expect((await complete(t, ana, other!.id)).statusCode).toBe(409);

    const dueDate = addDays(today(), 3);
    const payload = { sessionId: locked!.id, dueDate, note: 'Before Saturday' };
    const twice = await Promise.all([
      assign(coach.user.headers, payload),
      assign(coach.user.headers, payload),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(twice[0]!.json().id).toBe(twice[1]!.json().id);
    expect(twice[0]!.json()).toMatchObject({ title: locked!.title, total: 2, done: 0 });

    const seen = await ofPlayer(ana.user.headers, ana.player.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual([
      {
        id: twice[0]!.json().id,
        sessionId: locked!.id,
        challengeId: null,
        phaseId: laterPhase.id,
        title: locked!.title,
        dueDate,
        note: 'Before Saturday',
        managerName: 'Carla Coach',
        status: 'OPEN',
      },
    ] satisfies PlayerAssignment[]);

    expect((await complete(t, ana, locked!.id)).statusCode).toBe(200);
    expect((await ofPlayer(ana.user.headers, ana.player.id)).json()[0].status).toBe('DONE');
    const [listed] = await mine(coach.user.headers);
    expect(listed).toMatchObject({ done: 1, total: 2 });
    expect(listed!.players.map((p) => [p.playerId, p.status]).sort()).toEqual(
      [
        [ana.player.id, 'DONE'],
        [ben.player.id, 'OPEN'],
      ].sort(),
    );
  });

  it('shows LATE after the due date in the player’s zone; a challenge counts once recorded', async () => {
    const challenges: Challenge[] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/challenges?ageGroupId=U12',
        headers: ana.user.headers,
      })
    ).json();
    const juggling = challenges.find((c) => c.key === 'juggling')!;
    const res = await assign(coach.user.headers, {
      challengeId: juggling.id,
      playerIds: [ben.player.id],
      dueDate: addDays(today(), -1),
    });
    expect(res.statusCode, res.body).toBe(201);
    const late = (await ofPlayer(ben.user.headers, ben.player.id)).json() as PlayerAssignment[];
    expect(late.find((a) => a.challengeId === juggling.id)!.status).toBe('LATE');
    // Only Ben was chosen.
    expect(
      ((await ofPlayer(ana.user.headers, ana.player.id)).json() as PlayerAssignment[]).some(
        (a) => a.challengeId === juggling.id,
      ),
    ).toBe(false);
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/player/${ben.player.id}/challenge-results`,
      headers: ben.user.headers,
      payload: { challengeId: juggling.id, value: 40 },
      remoteAddress: nextIp(),
    });
    expect(recorded.statusCode).toBe(201);
    const done = (await ofPlayer(ben.user.headers, ben.player.id)).json() as PlayerAssignment[];
    expect(done.find((a) => a.challengeId === juggling.id)!.status).toBe('DONE');
  });

  it('lets only a coach of the player assign, and the player, their coach and admins read', async () => {
    const sessionId = (await sessionsOf(t, ana, ana.phases[0]!.id))[0]!.id;
    const dueDate = addDays(today(), 2);
    // Another coach cannot assign to players of another team; a player is no coach.
    const foreign = await assign(otherCoach.user.headers, { sessionId, dueDate, playerIds: [ana.player.id] });
    expect(foreign.statusCode).toBe(403);
    const notCoach = await assign(ana.user.headers, { sessionId, dueDate });
    expect(notCoach.statusCode).toBe(403);
    expect(notCoach.json().message).toBe('Only a coach can assign');
    // The whole team of a coach without players: said on the field.
    const empty = await assign(otherCoach.user.headers, { sessionId, dueDate });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('playerIds');
    const bad = await assign(coach.user.headers, { dueDate: '27/11/2026' });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['dueDate', 'sessionId']));

    for (const who of [ben.user, otherCoach.user]) {
      expect((await ofPlayer(who.headers, ana.player.id)).statusCode).toBe(403);
    }
    for (const who of [ana.user, coach.user, admin]) {
      expect((await ofPlayer(who.headers, ana.player.id)).statusCode).toBe(200);
    }
  });

  it('ranks verified results only, names only players who opted in (a guardian’s choice under 16)', async () => {
    const guardian = await createGuardian(t);
    const child = await addChild(t, guardian, { firstName: 'Lina' });
    await t.database.db.insert(teamMemberships).values({ managerId: coach.me.id, playerId: child.playerId });
    const challenges: Challenge[] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/challenges?ageGroupId=U12',
        headers: ana.user.headers,
      })
    ).json();
    const passes = challenges.find((c) => c.key === 'juggling')!;
    const record = async (headers: Headers, playerId: string, value: number, verify: boolean) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/player/${playerId}/challenge-results`,
        headers,
        payload: { challengeId: passes.id, value },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, res.body).toBe(201);
      if (verify) {
        const verified = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/challenge-results/${res.json().id}/verify`,
          headers: coach.user.headers,
        });
        expect(verified.statusCode).toBe(200);
      }
    };
    await record(ana.user.headers, ana.player.id, 10, true);
    await record(ana.user.headers, ana.player.id, 30, false); // not verified: does not count
    await record(ben.user.headers, ben.player.id, 20, true);
    const board = async (url: string, headers: Headers): Promise<LeaderboardEntry[]> => {
      const res = await t.app.inject({ method: 'GET', url: `${url}?challengeId=${passes.id}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const optIn = (headers: Headers, playerId: string, value: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/player/${playerId}/leaderboard`,
        headers,
        payload: { optIn: value },
      });

    // The unverified one waits for the coach on their home.
    const waiting = await t.app.inject({
      method: 'GET',
      url: '/api/v1/manager/me/results-to-verify',
      headers: coach.user.headers,
    });
    expect(waiting.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ playerId: ana.player.id, value: 30 })]),
    );
    expect((waiting.json() as { value: number }[]).some((r) => r.value === 10)).toBe(false);
    // Off by default: Ana sees her own best by name, Ben as "a teammate".
    expect(await board(`/api/v1/player/${ana.player.id}/leaderboard`, ana.user.headers)).toEqual([
      { playerId: null, name: null, value: 20, tier: expect.any(String), you: false },
      {
        playerId: ana.player.id,
        name: ana.user.user.firstName,
        value: 10,
        tier: expect.any(String),
        you: true,
      },
    ]);
    // A 12-year-old cannot choose; a guardian of the child can; a coach cannot.
    expect((await optIn(ben.user.headers, ben.player.id, true)).statusCode).toBe(403);
    expect((await optIn(coach.user.headers, child.playerId, true)).statusCode).toBe(403);
    const chosen = await optIn(guardian.headers, child.playerId, true);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ optIn: true });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/player/${child.playerId}/leaderboard/opt-in`,
          headers: guardian.headers,
        })
      ).json(),
    ).toEqual({ optIn: true });

    await t.database.db
      .insert(teamMemberships)
      .values({ managerId: otherCoach.me.id, playerId: ben.player.id });
    const coachView = await board('/api/v1/manager/me/leaderboard', coach.user.headers);
    expect(coachView.map((e) => [e.name, e.value])).toEqual([
      [null, 20],
      [null, 10],
    ]);
    expect(
      (await board('/api/v1/manager/me/leaderboard', otherCoach.user.headers)).map((e) => e.value),
    ).toEqual([20]);
    // Strangers do not see a team's board.
    const stranger = await createTestUser(t);
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/v1/player/${ana.player.id}/leaderboard?challengeId=${passes.id}`,
      headers: stranger.headers,
    });
    expect(denied.statusCode).toBe(403);
  });
});
