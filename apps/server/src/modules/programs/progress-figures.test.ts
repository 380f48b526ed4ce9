import type { TrainingProgress } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_PROGRAMS } from '../../db/content/programs.ts';
import { TestClock } from '../../lib/clock.ts';
import { createTestUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import {
  complete,
  createTrainee,
  progressOf,
  sessionsOf,
  type Trainee,
  undo,
} from '../../test/training-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** What a player sees of their program: the figures, the phases' start dates, and who else may read them. */
describe('a player’s progress figures', () => {
  let t: TestApp;
  const noon = new Date('2026-11-18T12:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ clock: new TestClock(noon) });
  });
  afterAll(() => t.close());

  const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY).toISOString();

  function readProgress(trainee: Trainee, headers: { authorization: string }, query = '') {
    return t.app.inject({
      method: 'GET',
      url: `/api/v1/training-program/player-training-program/${trainee.playerProgramId}/progress${query}`,
      headers,
    });
  }

  it('undoing the only session done puts every figure back: nothing done, no minutes, no last day, no streak', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U10' });
    const [first] = await sessionsOf(t, trainee, trainee.phases[0]!.id);
    const done = await complete(t, trainee, first!.id, { rating: 3 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      sessionsDone: 1,
      minutesTrained: first!.durationMinutes,
      lastTrainedAt: expect.any(String),
      currentStreakDays: 1,
      completedSessionIds: [first!.id],
    });
    expect(done.json().phases[0]).toMatchObject({ sessionsDone: 1, minutesTrained: first!.durationMinutes });

    const undone = await undo(t, trainee, first!.id);
    expect(undone.statusCode).toBe(200);
    const after: TrainingProgress = undone.json();
    expect(after).toMatchObject({
      sessionsDone: 0,
      minutesTrained: 0,
      lastTrainedAt: null,
      currentStreakDays: 0,
      completedSessionIds: [],
      completions: [],
    });
    expect(after.phases[0]).toMatchObject({ status: 'ACTIVE', sessionsDone: 0, minutesTrained: 0 });
    // What the player reads afterwards is the same; doing the session again counts it once more.
    expect(await progressOf(t, trainee)).toMatchObject({ sessionsDone: 0, completions: [] });
    expect((await complete(t, trainee, first!.id)).json().sessionsDone).toBe(1);
  });

  it('keeps a rating and a note with the completion, in the order the sessions were done', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U11' });
    const [a, b] = await sessionsOf(t, trainee, trainee.phases[0]!.id);
    const yesterday = daysAgo(1);
    const sent = await complete(t, trainee, b!.id, {
      rating: 5,
      note: 'Loved the rondo',
      completedAt: yesterday,
    });
    expect(sent.statusCode).toBe(200);
    expect((await complete(t, trainee, a!.id, { rating: 2 })).statusCode).toBe(200);
    const progress = await progressOf(t, trainee, '?timeZone=UTC');
    expect(progress.completions).toEqual([
      { trainingSessionId: b!.id, completedAt: yesterday, rating: 5, note: 'Loved the rondo' },
      { trainingSessionId: a!.id, completedAt: expect.any(String), rating: 2, note: null },
    ]);
    expect(progress.lastTrainedAt).toBe(progress.completions[1]!.completedAt);
    expect(progress.minutesTrained).toBe(a!.durationMinutes + b!.durationMinutes);
    expect(progress.currentStreakDays).toBe(2);
  });

  it('breaks the streak after a day without training, but keeps the minutes', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U13' });
    const [a, b, c] = await sessionsOf(t, trainee, trainee.phases[0]!.id);
    await complete(t, trainee, a!.id, { completedAt: daysAgo(4) });
    await complete(t, trainee, b!.id, { completedAt: daysAgo(3) });
    const before = await progressOf(t, trainee, '?timeZone=UTC');
    // Trained four and three days ago, not since: no streak running.
    expect(before.currentStreakDays).toBe(0);
    expect(before.sessionsDone).toBe(2);
    await complete(t, trainee, c!.id);
    const after = await progressOf(t, trainee, '?timeZone=UTC');
    expect(after.currentStreakDays).toBe(1);
    expect(after.minutesTrained).toBe(a!.durationMinutes + b!.durationMinutes + c!.durationMinutes);
  });

  it('gives the phases’ titles in the language asked for, and the player’s own otherwise', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U12', language: 'sv' });
    const content = TRAINING_PROGRAMS.find((p) => p.ageGroupId === 'U12')!;
    const own = await progressOf(t, trainee);
    expect(own.phases.map((p) => p.title)).toEqual(content.phases.map((b) => b.title.sv));
    const french = await progressOf(t, trainee, '?language=fr');
    expect(french.phases.map((p) => p.title)).toEqual(content.phases.map((b) => b.title.fr));
    const bad = await readProgress(trainee, trainee.user.headers, '?language=de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('language');
  });

  it('dates the first phase from the start and leaves the locked ones undated', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U15' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/training-program/player-training-program-block?playerTrainingProgramId=${trainee.playerProgramId}`,
      headers: trainee.user.headers,
    });
    expect(res.statusCode).toBe(200);
    const phases = res.json() as {
      trainingProgramBlockId: string;
      status: string;
      startDate: string | null;
    }[];
    expect(phases.map((p) => p.trainingProgramBlockId)).toEqual(trainee.phases.map((p) => p.id));
    expect(phases[0]).toMatchObject({ status: 'ACTIVE', startDate: expect.any(String) });
    expect(phases.slice(1).every((p) => p.status === 'INACTIVE' && p.startDate === null)).toBe(true);
  });

  it('lets an admin read a player’s progress but not train or undo for them', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U16' });
    const [first] = await sessionsOf(t, trainee, trainee.phases[0]!.id);
    expect((await complete(t, trainee, first!.id)).statusCode).toBe(200);
    const admin = await createTestUser(t, { authorities: ['ROLE_ADMIN'] });
    const read = await readProgress(trainee, admin.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ sessionsDone: 1, completedSessionIds: [first!.id] });

    const [, second] = await sessionsOf(t, trainee, trainee.phases[0]!.id);
    const train = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/player-training-session/${second!.id}/complete`,
      headers: admin.headers,
      payload: { playerTrainingProgramId: trainee.playerProgramId },
    });
    expect(train.statusCode).toBe(403);
    const undoIt = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/player-training-session/${first!.id}/complete?playerTrainingProgramId=${trainee.playerProgramId}`,
      headers: admin.headers,
    });
    expect(undoIt.statusCode).toBe(403);
    // Nothing the admin tried changed what the player sees.
    expect(await progressOf(t, trainee)).toMatchObject({ sessionsDone: 1, completedSessionIds: [first!.id] });
  });

  it('answers 404 with the reason for a program or a session that does not exist', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U17' });
    const missingProgram = { ...trainee, playerProgramId: UNKNOWN };
    const read = await readProgress(missingProgram, trainee.user.headers);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Player training program not found');
    const [first] = await sessionsOf(t, trainee, trainee.phases[0]!.id);
    const train = await complete(t, missingProgram, first!.id);
    expect(train.statusCode).toBe(404);
    expect(train.json().message).toBe('Player training program not found');
    const undoMissing = await undo(t, trainee, UNKNOWN);
    expect(undoMissing.statusCode).toBe(404);
    expect(undoMissing.json().message).toBe('Training session not found');
    // A session of the program never done: undoing it changes nothing.
    const untouched = await undo(t, trainee, first!.id);
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().sessionsDone).toBe(0);
  });
});
