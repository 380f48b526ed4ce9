import type { TrainingProgress, TrainingSession } from '@academy/contract';

/** A session of a phase; `overrides` change fields. */
export function testSession(overrides: Partial<TrainingSession> = {}): TrainingSession {
  return {
    id: 's1',
    title: 'Toe taps',
    description: 'Tap the top of the ball with your soles, left and right.',
    durationMinutes: 15,
    order: 1,
    equipment: ['Ball', 'Cones'],
    videoUrl: null,
    steps: ['Put the ball in front of you.', 'Tap it with one sole, then the other.', 'Count to 20.'],
    coachingPoints: ['Stay on your toes.', 'Look up now and then.'],
    headers: 0,
    track: 'ALL',
    space: 'GARDEN',
    needsPartner: false,
    soloAlternative: null,
    diagram: null,
    ...overrides,
  };
}

/**
 * Progress of a two-phase program: phase b1 ACTIVE with session s2 done (of 3), b2 INACTIVE (3);
 * 25 minutes, a streak of 2 days.
 */
export function testProgress(overrides: Partial<TrainingProgress> = {}): TrainingProgress {
  return {
    phases: [
      {
        trainingProgramBlockId: 'b1',
        title: 'Phase 1: Ball control',
        status: 'ACTIVE',
        sessionsDone: 1,
        sessionsTotal: 3,
        minutesTrained: 25,
      },
      {
        trainingProgramBlockId: 'b2',
        title: 'Phase 2: Passing',
        status: 'INACTIVE',
        sessionsDone: 0,
        sessionsTotal: 3,
        minutesTrained: 0,
      },
    ],
    sessionsDone: 1,
    sessionsTotal: 6,
    minutesTrained: 25,
    lastTrainedAt: '2026-03-02T17:00:00.000Z',
    currentStreakDays: 2,
    completedSessionIds: ['s2'],
    completions: [
      { trainingSessionId: 's2', completedAt: '2026-03-02T17:00:00.000Z', rating: 4, note: null },
    ],
    programComplete: false,
    headingWaitUntil: null,
    track: 'OUTFIELD',
    week: { goal: 3, done: 1, status: 'ON_TRACK', weekStart: '2026-03-02' },
    weeksMetInARow: 0,
    ...overrides,
  };
}
