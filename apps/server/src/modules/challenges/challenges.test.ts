import type { AdminChallenge, Challenge, ChallengeResult } from '@academy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeResults } from '../../db/schema/index.ts';
import { nextIp } from '../../test/account-helpers.ts';
import {
  createSubscriber as createPlayer,
  postCard,
  type Subscriber,
  startCheckout,
  subscribe,
} from '../../test/billing-helpers.ts';
import { createCoach, joinTeam, type TestCoach } from '../../test/coach-helpers.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { createTrainee } from '../../test/training-helpers.ts';

type Headers = { authorization: string };

describe('skill challenges', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
  });
  afterAll(() => t.close());

  /** A player of the age group with an ACTIVE subscription whose free month started (results need one). */
  async function createSubscriber(tt: TestApp, options: { ageGroupId: string }): Promise<Subscriber> {
    const s = await createPlayer(tt, options);
    const subscription = await subscribe(tt, s);
    const checkout = await startCheckout(tt, s, subscription.id, { paymentModel: 'MONTHLY' });
    expect((await postCard(tt, checkout.url, '4242424242424242')).statusCode).toBe(303);
    return s;
  }

  async function challengesOf(ageGroupId: string, headers: Headers, language = 'en'): Promise<Challenge[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/challenges?ageGroupId=${ageGroupId}&language=${language}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const byKey = async (s: Subscriber, key: string) =>
    (await challengesOf(s.player.ageGroupId, s.user.headers)).find((c) => c.key === key)!;
  const record = (headers: Headers, playerId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/player/${playerId}/challenge-results`,
      headers,
      payload,
      remoteAddress: nextIp(),
    });
  const results = (headers: Headers, playerId: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/player/${playerId}/challenge-results${query}`, headers });
  const verify = (headers: Headers, id: string) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/challenge-results/${id}/verify`, headers });

  it('lists at least four challenges of an age group with its marks, in the asked language', async () => {
    const s = await createSubscriber(t, { ageGroupId: 'U7' });
    const en = await challengesOf('U7', s.user.headers);
    const pt = await challengesOf('u7', s.user.headers, 'pt');
    expect(en.length).toBeGreaterThanOrEqual(4);
    expect(pt.map((c) => c.id)).toEqual(en.map((c) => c.id));
    const slalom = pt.find((c) => c.key === 'slalom-dribble')!;
    expect(slalom).toMatchObject({ title: 'Slalom com bola', unit: 'SECONDS', better: 'LOWER' });
    expect(slalom.thresholds).toEqual({ bronze: 32, silver: 26, gold: 21 });
    expect(slalom.steps.length).toBeGreaterThanOrEqual(3);
    // Older players are measured against harder marks.
    const senior = (await challengesOf('SENIOR', s.user.headers)).find((c) => c.key === 'slalom-dribble')!;
    expect(senior.id).toBe(slalom.id);
    expect(senior.thresholds.gold).toBeLessThan(slalom.thresholds.gold);

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/challenges?ageGroupId=U99',
      headers: s.user.headers,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'ageGroupId', message: 'Unknown age group', code: expect.any(String) },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/challenges?ageGroupId=U7' })).statusCode).toBe(
      401,
    );
  });

  it('names a challenge of the age group for every phase of the program', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U10' });
    const ids = new Set((await challengesOf('U10', trainee.user.headers)).map((c) => c.id));
    expect(trainee.phases.length).toBeGreaterThan(0);
    for (const phase of trainee.phases) expect(ids.has(phase.challengeId!), phase.title).toBe(true);
  });

  it('gives the tier of the age group’s marks and marks personal bests, for HIGHER and LOWER challenges', async () => {
    const s = await createSubscriber(t, { ageGroupId: 'U12' });
    const juggling = await byKey(s, 'juggling');
    expect(juggling.thresholds).toEqual({ bronze: 15, silver: 35, gold: 75 });
    const sent: ChallengeResult[] = [];
    for (const value of [10, 15, 12, 35, 35, 80]) {
      // The second 35 within seconds is the same attempt sent twice: answered, not stored again.
      const res = await record(s.user.headers, s.player.id, { challengeId: juggling.id, value });
      if (sent.some((r) => r.value === value)) {
        expect(res.statusCode).toBe(200);
        continue;
      }
      expect(res.statusCode, res.body).toBe(201);
      sent.push(res.json());
    }
    expect(sent.map((r) => [r.value, r.tier, r.personalBest])).toEqual([
      [10, 'NONE', true],
      [15, 'BRONZE', true],
      [12, 'NONE', false],
      [35, 'SILVER', true],
      [80, 'GOLD', true],
    ]);
    expect(sent.every((r) => r.verified === false)).toBe(true);

    const slalom = await byKey(s, 'slalom-dribble');
    const times = [];
    for (const value of [22, 17.9, 18.5, 14.9]) {
      const res = await record(s.user.headers, s.player.id, { challengeId: slalom.id, value });
      expect(res.statusCode, res.body).toBe(201);
      times.push(res.json() as ChallengeResult);
    }
    expect(times.map((r) => [r.value, r.tier, r.personalBest])).toEqual([
      [22, 'NONE', true],
      [17.9, 'SILVER', true],
      [18.5, 'BRONZE', false],
      [14.9, 'GOLD', true],
    ]);

    const listed = (await results(s.user.headers, s.player.id)).json() as ChallengeResult[];
    expect(listed).toHaveLength(9);
    expect(listed[0]!.id).toBe(times.at(-1)!.id);
    const onlySlalom = (await results(s.user.headers, s.player.id, `?challengeId=${slalom.id}`)).json();
    expect(onlySlalom.map((r: ChallengeResult) => r.value)).toEqual([14.9, 18.5, 17.9, 22]);
  });

  it('refuses values the challenge cannot have, by field, and stores nothing', async () => {
    const s = await createSubscriber(t, { ageGroupId: 'U12' });
    const juggling = await byKey(s, 'juggling');
    const slalom = await byKey(s, 'slalom-dribble');
    const shots = await byKey(s, 'target-shots');
    const cases: [object, string, string][] = [
      [{ challengeId: juggling.id, value: 12.5 }, 'value', 'Give a whole number'],
      [{ challengeId: shots.id, value: 11 }, 'value', 'This value is higher than the challenge allows'],
      [{ challengeId: slalom.id, value: 0 }, 'value', 'A time must be more than 0 seconds'],
      [
        { challengeId: slalom.id, value: 12.34 },
        'value',
        'Give the time in seconds with at most one decimal',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await record(s.user.headers, s.player.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual([{ field, message, code: expect.stringMatching(/^challenge\./) }]);
    }
    for (const payload of [
      { challengeId: juggling.id, value: -1 },
      { challengeId: juggling.id, value: 1e9 },
      { challengeId: juggling.id, value: '12' },
      { challengeId: 'nope', value: 3 },
      { value: 3 },
    ]) {
      const res = await record(s.user.headers, s.player.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const youngOnly = (await challengesOf('U7', s.user.headers)).find((c) => c.key === 'bounce-juggle')!;
    const notHere = await record(s.user.headers, s.player.id, { challengeId: youngOnly.id, value: 5 });
    expect(notHere.statusCode).toBe(400);
    expect(notHere.json().errors[0].field).toBe('challengeId');
    const unsubscribed = await createPlayer(t, { ageGroupId: 'U12' });
    const noSubscription = await record(unsubscribed.user.headers, unsubscribed.player.id, {
      challengeId: juggling.id,
      value: 5,
    });
    expect(noSubscription.statusCode).toBe(402);
    const unknown = await record(s.user.headers, s.player.id, {
      challengeId: '00000000-0000-4000-8000-000000000000',
      value: 5,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await results(s.user.headers, s.player.id)).json()).toEqual([]);
  });

  it('keeps one result for a double tap, and compares results sent at once with each other', async () => {
    const s = await createSubscriber(t, { ageGroupId: 'U12' });
    const passes = await byKey(s, 'wall-passes');
    const taps = await Promise.all(
      [1, 2, 3].map(() => record(s.user.headers, s.player.id, { challengeId: passes.id, value: 20 })),
    );
    expect(new Set(taps.map((r) => r.json().id)).size).toBe(1);
    expect(taps.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);

    const different = await Promise.all(
      [21, 22, 23].map((value) => record(s.user.headers, s.player.id, { challengeId: passes.id, value })),
    );
    expect(different.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const listed = (await results(s.user.headers, s.player.id)).json() as ChallengeResult[];
    expect(listed).toHaveLength(4);
    // Each one was compared with those stored before it: the best of them all is a personal best.
    expect(listed.find((r) => r.value === 23)!.personalBest).toBe(true);
  });

  describe('who may record, read and verify', () => {
    let player: Subscriber;
    let coach: TestCoach;
    let otherCoach: TestCoach;
    let resultId: string;
    beforeAll(async () => {
      player = await createSubscriber(t, { ageGroupId: 'U17' });
      coach = await createCoach(t, admin);
      otherCoach = await createCoach(t, admin);
      expect((await joinTeam(t, player.user.headers, coach.me.teamCode)).statusCode).toBeLessThan(300);
      const juggling = await byKey(player, 'juggling');
      const res = await record(player.user.headers, player.player.id, {
        challengeId: juggling.id,
        value: 120,
      });
      expect(res.statusCode).toBe(201);
      resultId = res.json().id;
    });

    it('lets only the player record, and the player, their coach and admins read', async () => {
      const stranger = await createSubscriber(t, { ageGroupId: 'U17' });
      const juggling = await byKey(player, 'juggling');
      for (const who of [stranger.user, coach.user, otherCoach.user, admin]) {
        const res = await record(who.headers, player.player.id, { challengeId: juggling.id, value: 5 });
        expect(res.statusCode).toBe(403);
      }
      expect((await results(stranger.user.headers, player.player.id)).statusCode).toBe(403);
      expect((await results(otherCoach.user.headers, player.player.id)).statusCode).toBe(403);
      for (const who of [player.user, coach.user, admin]) {
        const res = await results(who.headers, player.player.id);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toHaveLength(1);
      }
    });

    it('lets only a coach of the player verify, once, and the player sees it verified', async () => {
      for (const who of [player.user, otherCoach.user, admin]) {
        const res = await verify(who.headers, resultId);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Only a coach of the player can verify a result');
      }
      const first = await verify(coach.user.headers, resultId);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ id: resultId, verified: true, tier: 'SILVER' });
      const again = await verify(coach.user.headers, resultId);
      expect(again.json()).toEqual(first.json());
      const listed = (await results(player.user.headers, player.player.id)).json() as ChallengeResult[];
      expect(listed[0]!.verified).toBe(true);
      expect((await verify(coach.user.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });
  });

  describe('in the console', () => {
    const call = (who: TestUser, method: 'GET' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: who.headers, payload });

    it('edits texts and marks, refusing marks out of order, and records the change', async () => {
      const player = await createTestUser(t);
      expect((await call(player, 'GET', '/api/v1/admin/challenges')).statusCode).toBe(403);
      const list = (await call(admin, 'GET', '/api/v1/admin/challenges')).json() as AdminChallenge[];
      const shots = list.find((c) => c.key === 'target-shots')!;
      expect(shots.thresholds[0]).toMatchObject({ ageGroupId: 'U9' });
      const body = {
        title: { ...shots.title, en: 'Corner shots' },
        description: shots.description,
        steps: shots.steps,
        thresholds: shots.thresholds.map((m) =>
          m.ageGroupId === 'U14' ? { ...m, bronze: 3, silver: 6, gold: 9 } : m,
        ),
      };

      const wrongOrder = await call(admin, 'PUT', `/api/v1/admin/challenges/${shots.id}`, {
        ...body,
        thresholds: body.thresholds.map((m) => (m.ageGroupId === 'U15' ? { ...m, silver: 9, gold: 6 } : m)),
      });
      expect(wrongOrder.statusCode).toBe(400);
      expect(wrongOrder.json().errors).toEqual([
        {
          field: 'thresholds.6.silver',
          message: 'For a higher-is-better challenge: bronze < silver < gold',
          code: 'challenge.thresholdOrderHigher',
        },
      ]);
      const aboveMax = await call(admin, 'PUT', `/api/v1/admin/challenges/${shots.id}`, {
        ...body,
        thresholds: body.thresholds.map((m) => (m.ageGroupId === 'U15' ? { ...m, gold: 12 } : m)),
      });
      expect(aboveMax.json().errors[0].field).toBe('thresholds.6.gold');
      const dropped = await call(admin, 'PUT', `/api/v1/admin/challenges/${shots.id}`, {
        ...body,
        thresholds: body.thresholds.filter((m) => m.ageGroupId !== 'U10'),
      });
      expect(dropped.statusCode).toBe(400);
      expect(dropped.json().errors[0].field).toBe('thresholds');

      const slalom = list.find((c) => c.key === 'slalom-dribble')!;
      const lowerWrong = await call(admin, 'PUT', `/api/v1/admin/challenges/${slalom.id}`, {
        title: slalom.title,
        description: slalom.description,
        steps: slalom.steps,
        thresholds: slalom.thresholds.map((m) =>
          m.ageGroupId === 'U7' ? { ...m, bronze: 20, gold: 32 } : m,
        ),
      });
      expect(lowerWrong.json().errors[0].message).toBe(
        'For a lower-is-better challenge: bronze > silver > gold',
      );

      const saved = await call(admin, 'PUT', `/api/v1/admin/challenges/${shots.id}`, body);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().editedAt).toEqual(expect.any(String));
      const u14 = await createSubscriber(t, { ageGroupId: 'U14' });
      const seen = await byKey(u14, 'target-shots');
      expect(seen).toMatchObject({ title: 'Corner shots', thresholds: { bronze: 3, silver: 6, gold: 9 } });

      const trail = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/audit-events?targetId=${shots.id}`,
        headers: admin.headers,
      });
      const events = trail.json().content as {
        action: string;
        actorId: string;
        detail: { before: AdminChallenge; after: AdminChallenge };
      }[];
      expect(events.map((e) => e.action)).toEqual(['challenge.update']);
      expect(events[0]!.detail.before.title.en).toBe('Target shots');
      expect(events[0]!.detail.after.title.en).toBe('Corner shots');
    });
  });

  it('exports a player’s results and erases them with the account', async () => {
    const s = await createSubscriber(t, { ageGroupId: 'U9' });
    const taps = await byKey(s, 'toe-taps');
    expect((await record(s.user.headers, s.player.id, { challengeId: taps.id, value: 44 })).statusCode).toBe(
      201,
    );
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/export',
      headers: s.user.headers,
      remoteAddress: nextIp(),
    });
    expect(exported.statusCode).toBe(200);
    const rows = exported.json().progress.filter((r: { table?: string }) => r.table === 'challenge_results');
    expect(rows).toEqual([expect.objectContaining({ challenge: 'toe-taps', value: 44, tier: 'SILVER' })]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user',
      headers: s.user.headers,
      payload: { password: s.user.password },
      remoteAddress: nextIp(),
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const left = await t.database.db
      .select({ id: challengeResults.id })
      .from(challengeResults)
      .where(eq(challengeResults.playerId, s.player.id));
    expect(left).toEqual([]);
  });
});
