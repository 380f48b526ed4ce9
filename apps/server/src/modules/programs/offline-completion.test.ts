import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { complete, createTrainee, progressOf, sessionsOf } from '../../test/training-helpers.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A session done offline is sent later with `completedAt` (api-contract.md "Habits: … offline"). */
describe('completions sent later with completedAt', () => {
  let t: TestApp;
  const noon = new Date('2026-11-20T12:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ clock: new TestClock(noon) });
  });
  afterAll(() => t.close());

  it('counts a session for the day it was done, for the streak too, and records a resend once', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U10' });
    const [a, b] = await sessionsOf(t, trainee, trainee.phases[0]!.id);
    const yesterday = new Date(t.clock.now().getTime() - DAY).toISOString();

    const sent = await complete(t, trainee, a!.id, { rating: 5, completedAt: yesterday });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().completions[0].completedAt).toBe(yesterday);
    // The device sends it again (the answer was lost): one completion, the first time kept.
    const resent = await complete(t, trainee, a!.id, { rating: 5, completedAt: yesterday });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().completions).toHaveLength(1);
    expect(resent.json().completions[0].completedAt).toBe(yesterday);

    expect((await complete(t, trainee, b!.id)).statusCode).toBe(200);
    const progress = await progressOf(t, trainee, '?timeZone=UTC');
    expect(progress.sessionsDone).toBe(2);
    expect(progress.currentStreakDays).toBe(2);
  });

  it('records one older than 7 days, or one in the future, as done now; refuses one that is not a date', async () => {
    const trainee = await createTrainee(t, { ageGroupId: 'U11' });
    const [a, b, c] = await sessionsOf(t, trainee, trainee.phases[0]!.id);
    const now = t.clock.now().getTime();

    const old = await complete(t, trainee, a!.id, { completedAt: new Date(now - 8 * DAY).toISOString() });
    expect(old.statusCode).toBe(200);
    const oldAt = Date.parse(old.json().completions[0].completedAt);
    expect(Math.abs(oldAt - now)).toBeLessThan(HOUR);

    const future = await complete(t, trainee, b!.id, { completedAt: new Date(now + DAY).toISOString() });
    expect(future.statusCode).toBe(200);
    const futureAt = Date.parse(
      future.json().completions.find((x: { trainingSessionId: string }) => x.trainingSessionId === b!.id)
        .completedAt,
    );
    expect(futureAt).toBeLessThanOrEqual(t.clock.now().getTime());

    const sixDays = new Date(now - 6 * DAY).toISOString();
    const kept = await complete(t, trainee, c!.id, { completedAt: sixDays });
    expect(kept.json().completions[0]).toMatchObject({ trainingSessionId: c!.id, completedAt: sixDays });

    const bad = await complete(t, trainee, c!.id, { completedAt: 'yesterday' } as never);
    expect(bad.statusCode).toBe(400);
  });
});
