import { describe, expect, it } from 'vitest';
import { sessionStepSeconds, stepSeconds } from './step-seconds.ts';

describe('stepSeconds', () => {
  it('reads the first duration a step states, in seconds', () => {
    expect(stepSeconds('A parent counts down 30 seconds. Rest 30 seconds. Play 4 times.')).toBe(30);
    expect(stepSeconds('Juggle for 2 minutes, then rest 1 min.')).toBe(120);
    expect(stepSeconds('Dribble for 2-3 minutes.')).toBe(120);
    expect(stepSeconds('A 20-second sprint')).toBe(20);
  });

  it('gives null to a step without a duration', () => {
    expect(stepSeconds('Put the ball in front of you. Count out loud to 20.')).toBeNull();
    expect(stepSeconds('Jog 0 minutes')).toBeNull();
  });
});

describe('sessionStepSeconds', () => {
  const steps = { en: ['Juggle for 30 seconds', 'Rest'] };
  it('takes the seconds set in the console, one per step', () => {
    expect(sessionStepSeconds({ steps, stepSeconds: [45, 10] })).toEqual([45, 10]);
    expect(sessionStepSeconds({ steps, stepSeconds: [null, 10] })).toEqual([null, 10]);
  });

  it('reads them from the English text when none are set, or not one per step', () => {
    expect(sessionStepSeconds({ steps, stepSeconds: null })).toEqual([30, null]);
    expect(sessionStepSeconds({ steps, stepSeconds: [45] })).toEqual([30, null]);
  });
});
