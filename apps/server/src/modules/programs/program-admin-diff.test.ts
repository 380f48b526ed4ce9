import { describe, expect, it } from 'vitest';
import { phaseDiff, sessionDiff } from './program-admin-diff.ts';
import type { SessionRow } from './program-admin-sessions.repo.ts';

/** A session as the console edits it (only the fields the audit compares matter here). */
function session(overrides: Partial<SessionRow> = {}): SessionRow {
  return {
    titles: { en: 'Rondo', sv: 'Rondo', fr: 'Rondo', pt: 'Rondo' },
    descriptions: { en: 'Keep the ball', sv: 'Behåll bollen', fr: 'Garder le ballon', pt: 'Manter a bola' },
    steps: { en: ['Warm up for 5 minutes'], sv: ['Värm upp i 5 minuter'], fr: [], pt: [] },
    coachingPoints: { en: [], sv: [], fr: [], pt: [] },
    equipment: ['ball'],
    durationMinutes: 20,
    headers: 0,
    track: 'ALL',
    diagram: null,
    position: 1,
    ...overrides,
  } as SessionRow;
}

const phase = {
  titles: { en: 'Ball mastery', sv: 'Bollkontroll' },
  descriptions: { en: 'Touches', sv: 'Tillslag' },
  challengeId: null,
  position: 2,
};

/** The audit log shows a console change as the fields that changed, before and after. */
describe('what the audit records of a program change', () => {
  it('records nothing for a session saved unchanged', () => {
    expect(sessionDiff(session(), session())).toEqual({ before: {}, after: {} });
  });

  it('names a changed text by field and language, and leaves the other languages out', () => {
    const after = session({
      descriptions: {
        en: 'Keep the ball',
        sv: 'Behåll bollen',
        fr: 'Garder le ballon',
        pt: 'Guardar a bola',
      },
      steps: {
        en: ['Warm up for 5 minutes', 'Pass in a square'],
        sv: ['Värm upp i 5 minuter'],
        fr: [],
        pt: [],
      },
    });
    expect(sessionDiff(session(), after)).toEqual({
      before: { 'descriptions.pt': 'Manter a bola', 'steps.en': ['Warm up for 5 minutes'] },
      after: {
        'descriptions.pt': 'Guardar a bola',
        'steps.en': ['Warm up for 5 minutes', 'Pass in a square'],
      },
    });
  });

  it('records a text added in a new language as having been empty', () => {
    const before = session({ titles: { en: 'Rondo' } as SessionRow['titles'] });
    const after = session({ titles: { en: 'Rondo', sv: 'Rondo på svenska' } as SessionRow['titles'] });
    expect(sessionDiff(before, after)).toEqual({
      before: { 'titles.sv': null },
      after: { 'titles.sv': 'Rondo på svenska' },
    });
  });

  it('records the values and the place of a session: minutes, headers, track, equipment, order', () => {
    const after = session({
      durationMinutes: 25,
      headers: 6,
      track: 'GOALKEEPER',
      equipment: ['ball', 'cones'],
      position: 3,
    });
    expect(sessionDiff(session(), after)).toEqual({
      before: { durationMinutes: 20, headers: 0, track: 'ALL', equipment: ['ball'], order: 1 },
      after: {
        durationMinutes: 25,
        headers: 6,
        track: 'GOALKEEPER',
        equipment: ['ball', 'cones'],
        order: 3,
      },
    });
  });

  it('records a removed session as every field it had, and nothing after', () => {
    const diff = sessionDiff(session(), undefined);
    expect(diff.before).toMatchObject({
      'titles.en': 'Rondo',
      'descriptions.sv': 'Behåll bollen',
      durationMinutes: 20,
      equipment: ['ball'],
      order: 1,
    });
    expect(Object.values(diff.after).every((value) => value === null)).toBe(true);
    // A diagram that was never drawn is not a change.
    expect(Object.keys(diff.before)).not.toContain('diagram');
  });

  it('records a phase’s new title, challenge and order, and nothing for an unchanged phase', () => {
    expect(phaseDiff(phase, { ...phase })).toEqual({ before: {}, after: {} });
    const challengeId = '3c7c6a51-2d3e-4f40-9a1b-2c3d4e5f6a7b';
    const after = { ...phase, titles: { ...phase.titles, sv: 'Bollbehandling' }, challengeId, position: 1 };
    expect(phaseDiff(phase, after)).toEqual({
      before: { 'titles.sv': 'Bollkontroll', challengeId: null, order: 2 },
      after: { 'titles.sv': 'Bollbehandling', challengeId, order: 1 },
    });
  });

  it('records a removed phase with its texts before and nothing after', () => {
    expect(phaseDiff(phase, undefined)).toEqual({
      before: {
        'titles.en': 'Ball mastery',
        'titles.sv': 'Bollkontroll',
        'descriptions.en': 'Touches',
        'descriptions.sv': 'Tillslag',
        order: 2,
      },
      after: {
        'titles.en': null,
        'titles.sv': null,
        'descriptions.en': null,
        'descriptions.sv': null,
        order: null,
      },
    });
  });
});
