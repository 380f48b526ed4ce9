import { describe, expect, it } from 'vitest';
import { ageAt } from './age.ts';

// 20:00 UTC on 15 June 2026: already the 16th in Auckland (UTC+12), still the 15th in Los Angeles (UTC-7).
const instant = new Date('2026-06-15T20:00:00Z');

describe('ages change on the birthday in the player’s time zone', () => {
  it('16 in Auckland and still 15 in Los Angeles at the same instant', () => {
    expect(ageAt('2010-06-16', instant, 'Pacific/Auckland')).toBe(16);
    expect(ageAt('2010-06-16', instant, 'America/Los_Angeles')).toBe(15);
    expect(ageAt('2010-06-16', new Date('2026-06-16T07:00:00Z'), 'America/Los_Angeles')).toBe(16);
  });

  it('18 the same way, and the day before the birthday is the age before', () => {
    expect(ageAt('2008-06-16', instant, 'Pacific/Auckland')).toBe(18);
    expect(ageAt('2008-06-16', instant, 'America/Los_Angeles')).toBe(17);
    expect(ageAt('2008-06-17', instant, 'Pacific/Auckland')).toBe(17);
  });

  it('counts in UTC when no zone is stored', () => {
    expect(ageAt('2010-06-16', instant, null)).toBe(15);
    expect(ageAt('2010-06-15', instant, undefined)).toBe(16);
  });
});
