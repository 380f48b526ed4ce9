import { describe, expect, it } from 'vitest';
import { formatLeft, isRunning, msLeft, newCountdown, pauseCountdown, startCountdown } from './countdown';

describe('a step countdown', () => {
  it('runs against the clock, pauses, resumes and ends at zero', () => {
    let c = newCountdown(30);
    expect(formatLeft(msLeft(c, 0))).toBe('0:30');
    c = startCountdown(c, 1_000);
    expect(isRunning(c)).toBe(true);
    expect(formatLeft(msLeft(c, 11_000))).toBe('0:20');
    c = pauseCountdown(c, 11_000);
    // Paused: time passing changes nothing.
    expect(msLeft(c, 60_000)).toBe(20_000);
    c = startCountdown(c, 60_000);
    expect(msLeft(c, 70_000)).toBe(10_000);
    expect(msLeft(c, 200_000)).toBe(0);
    expect(formatLeft(0)).toBe('0:00');
  });

  it('starts a finished countdown over and shows minutes', () => {
    let c = startCountdown(newCountdown(90), 0);
    expect(formatLeft(msLeft(c, 500))).toBe('1:30');
    c = pauseCountdown(c, 100_000);
    expect(c.leftMs).toBe(0);
    c = startCountdown(c, 100_000);
    expect(msLeft(c, 100_000)).toBe(90_000);
  });
});
