import { describe, expect, it } from 'vitest';
import { stepSeconds } from './step-seconds.ts';

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
