import { AGE_GROUPS, LANGUAGES } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { TRAINING_PROGRAMS } from '../programs.ts';
import { EQUIPMENT_NAMES } from './equipment.ts';
import { ALL_SESSIONS, PHASE_SESSIONS, SESSION_BANDS } from './index.ts';
import { wholeSession } from './whole-session.ts';

const byKey = new Map(ALL_SESSIONS.map((s) => [s.key, s]));

const AGE_ORDER = [...AGE_GROUPS].sort((a, b) => a.sortOrder - b.sortOrder).map((group) => group.id);

function programKeys(ageGroupId: string | undefined): string[] {
  return TRAINING_PROGRAMS.filter((program) => program.ageGroupId === ageGroupId).flatMap((program) =>
    program.phases.flatMap((phase) => PHASE_SESSIONS[phase.key] ?? []),
  );
}

/** A program's sessions that neither neighbouring age group's program has, and all its sessions. */
function ownSessions(ageGroupId: string): { own: number; total: number } {
  const index = AGE_ORDER.indexOf(ageGroupId);
  const neighbours = new Set([...programKeys(AGE_ORDER[index - 1]), ...programKeys(AGE_ORDER[index + 1])]);
  const keys = programKeys(ageGroupId);
  return { own: keys.filter((key) => !neighbours.has(key)).length, total: keys.length };
}

describe('training session content', () => {
  it('has the four development bands', () => {
    expect(Object.keys(SESSION_BANDS).sort()).toEqual(['b1', 'b2', 'b3', 'b4']);
  });

  it('gives every band its own sessions (a U8 session is never a senior one)', () => {
    for (const [band, content] of Object.entries(SESSION_BANDS)) {
      for (const s of content.sessions) expect(s.key.startsWith(`${band}-`), s.key).toBe(true);
      for (const keys of Object.values(content.phaseSessions)) {
        for (const key of keys) expect(key.startsWith(`${band}-`), `${band}: ${key}`).toBe(true);
      }
    }
  });

  it('uses unique keys, so seeding can upsert by key', () => {
    expect(byKey.size).toBe(ALL_SESSIONS.length);
  });

  it('gives every phase of every program 4 to 8 known sessions, for an outfield player and for a keeper', () => {
    for (const program of TRAINING_PROGRAMS) {
      for (const phase of program.phases) {
        const keys = PHASE_SESSIONS[phase.key] ?? [];
        for (const key of keys) expect(byKey.has(key), `${phase.key} → ${key}`).toBe(true);
        for (const track of ['OUTFIELD', 'GOALKEEPER'] as const) {
          const done = keys.filter((key) => [track, 'ALL'].includes(byKey.get(key)!.track));
          expect(done.length, `${phase.key} (${track})`).toBeGreaterThanOrEqual(4);
          expect(done.length, `${phase.key} (${track})`).toBeLessThanOrEqual(8);
        }
      }
    }
  });

  it('gives a keeper keeper sessions: one in every phase from U10 to U12, and in place of every position phase’s outfield sessions', () => {
    for (const program of TRAINING_PROGRAMS) {
      for (const phase of program.phases) {
        const sessions = (PHASE_SESSIONS[phase.key] ?? []).map((key) => byKey.get(key)!);
        const keeper = sessions.filter((s) => s.track === 'GOALKEEPER').length;
        const outfield = sessions.filter((s) => s.track === 'OUTFIELD').length;
        if (['U10', 'U11', 'U12'].includes(program.ageGroupId)) expect(keeper, phase.key).toBe(1);
        if (['U7', 'U8', 'U9'].includes(program.ageGroupId)) expect(keeper + outfield, phase.key).toBe(0);
        if (outfield > 0) expect(keeper, `${phase.key}: keeper sessions`).toBeGreaterThan(0);
        if (outfield >= 3)
          expect(keeper, `${phase.key}: a keeper's position phase`).toBeGreaterThanOrEqual(outfield);
      }
    }
    for (const s of ALL_SESSIONS.filter((x) => x.track === 'GOALKEEPER')) {
      expect(s.equipment, s.key).toContain('gloves');
      expect(s.soloAlternative, `${s.key} solo`).toBeDefined();
    }
  });

  it('writes every session in en, sv, fr and pt, with as many steps and coaching points in each', () => {
    for (const s of ALL_SESSIONS) {
      for (const language of LANGUAGES) {
        expect(s.title[language]?.trim(), `${s.key} title (${language})`).toBeTruthy();
        expect(s.description[language]?.trim(), `${s.key} description (${language})`).toBeTruthy();
        expect(s.steps[language]?.length, `${s.key} steps (${language})`).toBe(s.steps.en.length);
        expect(s.coachingPoints[language]?.length, `${s.key} points (${language})`).toBe(
          s.coachingPoints.en.length,
        );
        for (const line of [...s.steps[language], ...s.coachingPoints[language]])
          expect(line.trim()).toBeTruthy();
        if (language !== 'en') {
          expect(s.description[language], `${s.key} description (${language}) is English`).not.toBe(
            s.description.en,
          );
        }
      }
      expect(s.steps.en.length, s.key).toBeGreaterThanOrEqual(3);
      expect(s.durationMinutes, s.key).toBeGreaterThanOrEqual(10);
      expect(s.durationMinutes, s.key).toBeLessThanOrEqual(75);
      for (const item of s.equipment)
        expect(EQUIPMENT_NAMES[item], `${s.key} equipment ${item}`).toBeDefined();
      if (s.videoUrl !== null) expect(s.videoUrl).toMatch(/^https:\/\//);
    }
  });

  it('never repeats a session, or its text, within a program', () => {
    for (const program of TRAINING_PROGRAMS) {
      const keys = program.phases.flatMap((phase) => PHASE_SESSIONS[phase.key] ?? []);
      expect(new Set(keys).size, program.key).toBe(keys.length);
      for (const language of LANGUAGES) {
        const titles = keys.map((k) => byKey.get(k)!.title[language].trim().toLowerCase());
        const descriptions = keys.map((k) => byKey.get(k)!.description[language].trim().toLowerCase());
        expect(new Set(titles).size, `${program.key} titles (${language})`).toBe(keys.length);
        expect(new Set(descriptions).size, `${program.key} descriptions (${language})`).toBe(keys.length);
      }
    }
  });

  it('gives every program, U7 to SENIOR, at least 60% sessions of its own, not in the next or previous age group’s program', () => {
    for (const ageGroupId of AGE_ORDER) {
      const { own, total } = ownSessions(ageGroupId);
      expect(total, ageGroupId).toBeGreaterThan(0);
      expect(own / total, `${ageGroupId}: ${own} of ${total} sessions its own`).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('says what to do alone for every session from U10 that needs a partner, in all four languages', () => {
    for (const [band, content] of Object.entries(SESSION_BANDS)) {
      if (band === 'b1') continue;
      for (const s of content.sessions.filter((x) => x.equipment.includes('partner'))) {
        expect(s.soloAlternative, `${s.key} solo`).toBeDefined();
        for (const language of LANGUAGES) {
          expect(s.soloAlternative?.[language]?.trim(), `${s.key} solo (${language})`).toBeTruthy();
          if (language !== 'en') {
            expect(s.soloAlternative?.[language], `${s.key} solo (${language}) is English`).not.toBe(
              s.soloAlternative?.en,
            );
          }
        }
      }
    }
  });

  it('names every piece of equipment in every language', () => {
    for (const [key, names] of Object.entries(EQUIPMENT_NAMES)) {
      for (const language of LANGUAGES) expect(names[language]?.trim(), `${key} (${language})`).toBeTruthy();
    }
  });

  describe('addresses the child one way per band (docs/content-safety.md, "Language")', () => {
    const YOUNG_BANDS = ['b1', 'b2'];
    /** A word on its own, not part of another ("tête", "vosso"); "Placez-vous" and "t’attrape" count. */
    const word = (words: string) => new RegExp(`(?<![\\p{L}’'])(?:${words})(?!\\p{L})`, 'iu');
    const FORMAL = { fr: word('vous|votre|vos'), pt: word('você|vocês|o senhor|a senhora') };
    const INFORMAL = {
      fr: word('tu|ton|ta|tes|toi|te|t’(?=\\p{L})'),
      pt: word('tu|teu|tua|teus|tuas|ti|te|contigo'),
    };
    /** What a player reads; quoted calls («dans ton dos») and "le ton" (the tone) are not address. */
    function texts(band: string, language: 'fr' | 'pt'): string[] {
      return SESSION_BANDS[band]!.sessions.flatMap((raw) => {
        const s = wholeSession(band, raw);
        return [
          s.title[language],
          s.description[language],
          ...s.steps[language],
          ...s.coachingPoints[language],
          ...(s.soloAlternative ? [s.soloAlternative[language]] : []),
        ].map((text) => text.replace(/«[^»]*»|“[^”]*”|"[^"]*"|\ble ton\b/gu, ''));
      });
    }

    it('says "tu" to U7–U12 in French and Portuguese, never "vous" or "você"', () => {
      for (const band of YOUNG_BANDS) {
        for (const language of ['fr', 'pt'] as const) {
          const formal = texts(band, language).filter((text) => FORMAL[language].test(text));
          expect(formal, `${band} (${language})`).toEqual([]);
        }
      }
    });

    it('stays formal from U13 ("vous", formal Portuguese), never "tu"', () => {
      for (const band of Object.keys(SESSION_BANDS).filter((b) => !YOUNG_BANDS.includes(b))) {
        for (const language of ['fr', 'pt'] as const) {
          const informal = texts(band, language).filter((text) => INFORMAL[language].test(text));
          expect(informal, `${band} (${language})`).toEqual([]);
        }
      }
    });
  });
});
