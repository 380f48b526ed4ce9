import type { Challenge, ChallengeResult } from '@academy/contract';

export const JUGGLING_ID = '5a0c7e1e-2b8d-4c3e-9f10-6a7b8c9d0e1f';
export const SLALOM_ID = '6b1d8f2f-3c9e-4d4f-8a21-7b8c9d0e1f2a';
export const PASSES_ID = '7c2e9a3a-4d0f-4e5a-9b32-8c9d0e1f2a3b';

/** Juggling at U18 marks: 40 / 100 / 200 touches in a row. */
export function testChallenge(overrides: Partial<Challenge> = {}): Challenge {
  return {
    id: JUGGLING_ID,
    key: 'juggling',
    title: 'Juggling',
    description: 'Keep the ball in the air with your feet and thighs: how many touches in a row?',
    unit: 'COUNT',
    better: 'HIGHER',
    thresholds: { bronze: 40, silver: 100, gold: 200 },
    steps: ['Find a flat spot.', 'Keep it up with your feet and thighs.', 'Have three tries.'],
    timeLimitSeconds: null,
    maxValue: 5000,
    ...overrides,
  };
}

/** The slalom at U18 marks: 16.5 / 14 / 12 seconds (lower is better). */
export function testSlalom(overrides: Partial<Challenge> = {}): Challenge {
  return testChallenge({
    id: SLALOM_ID,
    key: 'slalom-dribble',
    title: 'Slalom dribble',
    description: 'Dribble in and out of six markers and back as fast as you can.',
    unit: 'SECONDS',
    better: 'LOWER',
    thresholds: { bronze: 16.5, silver: 14, gold: 12 },
    maxValue: 180,
    ...overrides,
  });
}

/** Wall passes in 30 seconds at U18 marks: 20 / 25 / 30. */
export function testWallPasses(overrides: Partial<Challenge> = {}): Challenge {
  return testChallenge({
    id: PASSES_ID,
    key: 'wall-passes',
    title: 'Wall passes in 30 seconds',
    description: 'How many passes against a wall can you make in 30 seconds from 3 metres?',
    thresholds: { bronze: 20, silver: 25, gold: 30 },
    timeLimitSeconds: 30,
    maxValue: 60,
    ...overrides,
  });
}

let counter = 0;

/** A result of juggling; `overrides` change fields. */
export function testResult(overrides: Partial<ChallengeResult> = {}): ChallengeResult {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    challengeId: JUGGLING_ID,
    value: 50,
    tier: 'BRONZE',
    verified: false,
    personalBest: true,
    createdAt: '2026-03-10T17:00:00.000Z',
    ...overrides,
  };
}
