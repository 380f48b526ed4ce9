import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerTrainingProgramSubscriptions } from '../../db/schema/index.ts';
import { createTestUser } from '../../test/factories.ts';
import { buildTestApp, createTestDatabase, type TestApp } from '../../test/helpers.ts';
import {
  activeSubscriptions,
  createSubscriber,
  postCard,
  startCheckout,
  subscribe,
} from '../../test/billing-helpers.ts';
import { complete, createTrainee, progressOf, sessionsOf, undo } from '../../test/training-helpers.ts';

describe('training sessions and progress', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('finishing every session of the ACTIVE phase completes it and opens the next, with figures that move', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U9' });
    const [first, second, third] = trainee.phases;
    const sessions = await sessionsOf(t, trainee, first!.id);
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    expect(sessions.map((s) => s.order)).toEqual(sessions.map((_, i) => i + 1));

    const before = await progressOf(t, trainee);
    expect(before).toMatchObject({
      sessionsDone: 0,
      minutesTrained: 0,
      lastTrainedAt: null,
      currentStreakDays: 0,
    });
    expect(before.phases.map((p) => p.status)).toEqual([
      'ACTIVE',
      ...trainee.phases.slice(1).map(() => 'INACTIVE'),
    ]);

    // A session of a phase not unlocked yet: 409.
    const locked = await sessionsOf(t, trainee, second!.id);
    const early = await complete(t, trainee, locked[0]!.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This phase is not unlocked yet');

    for (const [index, session] of sessions.entries()) {
      const res = await complete(t, trainee, session.id, { rating: 4, note: 'Fun!' });
      expect(res.statusCode).toBe(200);
      const progress = res.json();
      expect(progress.sessionsDone).toBe(index + 1);
      expect(progress.phases[0].status).toBe(index === sessions.length - 1 ? 'COMPLETE' : 'ACTIVE');
    }
    const after = await progressOf(t, trainee, '?timeZone=Europe/Stockholm');
    expect(after.phases.map((p) => p.status).slice(0, 3)).toEqual(['COMPLETE', 'ACTIVE', 'INACTIVE']);
    expect(after.phases[0]).toMatchObject({ sessionsDone: sessions.length, sessionsTotal: sessions.length });
    expect(after.minutesTrained).toBe(sessions.reduce((sum, s) => sum + s.durationMinutes, 0));
    expect(after.lastTrainedAt).toEqual(expect.any(String));
    expect(after.currentStreakDays).toBe(1);
    expect(after.completions[0]).toMatchObject({ rating: 4, note: 'Fun!' });
    expect(after.sessionsTotal).toBeGreaterThan(sessions.length);

    // The next phase has its start date; the one after it is still locked.
    const phases = await t.app.inject({
      method: 'GET',
      url: `/api/v1/training-program/player-training-program-block?playerTrainingProgramId=${trainee.playerProgramId}`,
      headers: trainee.user.headers,
    });
    const second2 = (phases.json() as { trainingProgramBlockId: string; startDate: string | null }[]).find(
      (p) => p.trainingProgramBlockId === second!.id,
    );
    expect(second2!.startDate).toEqual(expect.any(String));
    expect(third).toBeDefined();

    // Undo only inside the ACTIVE phase.
    const undoOld = await undo(t, trainee, sessions[0]!.id);
    expect(undoOld.statusCode).toBe(409);
    const undoNew = await complete(t, trainee, locked[0]!.id);
    expect(undoNew.statusCode).toBe(200);
    const undone = await undo(t, trainee, locked[0]!.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().completedSessionIds).not.toContain(locked[0]!.id);
    expect((await undo(t, trainee, locked[0]!.id)).statusCode).toBe(200);
  });

  it('completes every phase in order until the program is complete', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U7' });
    for (const phase of trainee.phases) {
      for (const session of await sessionsOf(t, trainee, phase.id)) {
        expect((await complete(t, trainee, session.id)).statusCode).toBe(200);
      }
    }
    const progress = await progressOf(t, trainee);
    expect(progress.phases.every((p) => p.status === 'COMPLETE')).toBe(true);
    expect(progress.programComplete).toBe(true);
    expect(progress.sessionsDone).toBe(progress.sessionsTotal);
  });

  it('is idempotent and counts concurrent completions once', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U14' });
    const [first, second, third] = trainee.phases;
    const sessions = await sessionsOf(t, trainee, first!.id);
    const once = await complete(t, trainee, sessions[0]!.id, { rating: 5 });
    const twice = await complete(t, trainee, sessions[0]!.id, { rating: 1, note: 'changed' });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual(once.json());

    // Double taps on one session and two tabs finishing the last two sessions at once.
    const rest = sessions.slice(1);
    const results = await Promise.all([
      ...rest.map((s) => complete(t, trainee, s.id)),
      ...rest.map((s) => complete(t, trainee, s.id)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const progress = await progressOf(t, trainee);
    expect(progress.completedSessionIds).toHaveLength(sessions.length);
    expect(progress.phases.find((p) => p.trainingProgramBlockId === first!.id)!.status).toBe('COMPLETE');
    expect(progress.phases.find((p) => p.trainingProgramBlockId === second!.id)!.status).toBe('ACTIVE');
    expect(progress.phases.find((p) => p.trainingProgramBlockId === third!.id)!.status).toBe('INACTIVE');
  });

  it("keeps a player's program to its player: 403 for another user, 404 for a session of another program", async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U12' });
    const other = await createTrainee(t, { ageGroupId: 'U17' });
    const [first] = trainee.phases;
    const session = (await sessionsOf(t, trainee, first!.id))[0]!;
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/player-training-session/${session.id}/complete`,
      headers: other.user.headers,
      payload: { playerTrainingProgramId: trainee.playerProgramId },
    });
    expect(foreign.statusCode).toBe(403);
    const foreignRead = await t.app.inject({
      method: 'GET',
      url: `/api/v1/training-program/player-training-program/${trainee.playerProgramId}/progress`,
      headers: other.user.headers,
    });
    expect(foreignRead.statusCode).toBe(403);
    const foreignUndo = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/player-training-session/${session.id}/complete?playerTrainingProgramId=${trainee.playerProgramId}`,
      headers: other.user.headers,
    });
    expect(foreignUndo.statusCode).toBe(403);
    // The sessions of a program are for its players (and admins).
    const foreignSessions = await t.app.inject({
      method: 'GET',
      url: `/api/v1/training-program-block/${first!.id}/sessions`,
      headers: other.user.headers,
    });
    expect(foreignSessions.statusCode).toBe(403);
    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    const adminSessions = await t.app.inject({
      method: 'GET',
      url: `/api/v1/training-program-block/${first!.id}/sessions`,
      headers: admin.headers,
    });
    expect(adminSessions.statusCode).toBe(200);
    // A session of the U17 program is not in the U12 program.
    const otherSession = (await sessionsOf(t, other, other.phases[0]!.id))[0]!;
    expect((await complete(t, trainee, otherSession.id)).statusCode).toBe(404);
    expect((await complete(t, trainee, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('validates the body and the time zone on the field', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U10' });
    const session = (await sessionsOf(t, trainee, trainee.phases[0]!.id))[0]!;
    for (const [body, field] of [
      [{ rating: 6 }, 'rating'],
      [{ rating: 0 }, 'rating'],
      [{ note: 'x'.repeat(501) }, 'note'],
    ] as const) {
      const res = await complete(t, trainee, session.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    const badZone = await complete(t, trainee, session.id, {}, '?timeZone=Mars/Olympus');
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().errors[0]).toEqual({
      field: 'timeZone',
      message: 'Unknown time zone',
      code: 'timeZone.invalidTimeZone',
    });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/player-training-session/${session.id}/complete`,
      payload: { playerTrainingProgramId: trainee.playerProgramId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('needs an ACTIVE subscription to train (402) and keeps the history readable when it ENDED', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'SENIOR' });
    const sessions = await sessionsOf(t, trainee, trainee.phases[0]!.id);
    expect((await complete(t, trainee, sessions[0]!.id)).statusCode).toBe(200);
    await t.database.db
      .update(playerTrainingProgramSubscriptions)
      .set({ status: 'ENDED', endedAt: new Date() })
      .where(eq(playerTrainingProgramSubscriptions.id, trainee.subscriptionId));
    const res = await complete(t, trainee, sessions[1]!.id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ status: 402, message: 'Active subscription required' });
    expect((await undo(t, trainee, sessions[0]!.id)).statusCode).toBe(402);
    const progress = await progressOf(t, trainee);
    expect(progress.sessionsDone).toBe(1);
    expect((await sessionsOf(t, trainee, trainee.phases[0]!.id)).length).toBe(sessions.length);
  });

  it('does not train before the free month started (no checkout yet, NONE: 402), and trains once it did', async () => {
    const s = await createSubscriber(t);
    const subscription = await subscribe(t, s);
    expect(subscription.paymentStatus).toBe('NONE');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/training-program/player-training-program',
      headers: s.user.headers,
      payload: { playerTrainingProgramSubscriptionId: subscription.id },
    });
    expect(made.statusCode, made.body).toBe(201);
    const trainee = { ...s, subscriptionId: subscription.id, playerProgramId: made.json().id, phases: [] };
    const phases = await t.app.inject({
      method: 'GET',
      url: `/api/v1/training-program-block/training-program/${s.program.id}`,
      headers: s.user.headers,
    });
    const sessions = await sessionsOf(t, trainee, phases.json()[0].id);
    const refused = await complete(t, trainee, sessions[0]!.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('The free month has not started: add a card to start it');
    // A free month that ran out before any payment (the review's never-paid subscription): 402 too.
    await t.database.db
      .update(playerTrainingProgramSubscriptions)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(playerTrainingProgramSubscriptions.id, subscription.id));
    expect((await complete(t, trainee, sessions[0]!.id)).statusCode).toBe(402);

    const checkout = await startCheckout(t, s, subscription.id, { paymentModel: 'MONTHLY' });
    expect((await postCard(t, checkout.url, '4242424242424242')).statusCode).toBe(303);
    const [after] = (await activeSubscriptions(t, s)) as { paymentStatus: string; trialEndsAt: string }[];
    expect(after!.paymentStatus).toBe('TRIAL');
    // The free month runs from the checkout: about 30 days from now.
    expect(new Date(after!.trialEndsAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    expect((await complete(t, trainee, sessions[0]!.id)).statusCode).toBe(200);
  });

  it('documents the training calls with their answers in /api/docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const complete = doc.paths['/api/v1/player-training-session/{sessionId}/complete'];
    expect(Object.keys(complete?.put?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '402', '403', '404', '409']),
    );
    expect(complete?.delete?.responses['200']).toBeTruthy();
    expect(
      doc.paths['/api/v1/training-program-block/{blockId}/sessions']?.get?.responses['200'],
    ).toBeTruthy();
    expect(
      JSON.stringify(
        doc.paths['/api/v1/training-program/player-training-program/{playerTrainingProgramId}/progress']?.get
          ?.responses['200'],
      ),
    ).toContain('currentStreakDays');
  });
});

describe('training across two server processes on one database', () => {
  it('finishing a phase from both at once completes it once and opens only the next phase', async () => {
    const database = await createTestDatabase();
    const a = await buildTestApp({ database });
    const b = await buildTestApp({ database });
    try {
      const trainee = await createTrainee(a, { ageGroupId: 'U11' });
      const [first, second, third] = trainee.phases;
      const sessions = await sessionsOf(a, trainee, first!.id);
      const calls = sessions.flatMap((s) => [complete(a, trainee, s.id), complete(b, trainee, s.id)]);
      const results = await Promise.all(calls);
      expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
      for (const app of [a, b]) {
        const progress = await progressOf(app, trainee);
        expect(progress.completedSessionIds).toHaveLength(sessions.length);
        const status = (id: string) => progress.phases.find((p) => p.trainingProgramBlockId === id)!.status;
        expect([status(first!.id), status(second!.id), status(third!.id)]).toEqual([
          'COMPLETE',
          'ACTIVE',
          'INACTIVE',
        ]);
      }
    } finally {
      await a.close();
      await b.close();
      await database.drop();
    }
    // Two apps on one database, a paid checkout and a phase of sessions from both: slow on a busy machine.
  }, 120_000);
});
