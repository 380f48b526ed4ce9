import { LANGUAGES } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { TRAINING_PROGRAMS } from './programs.ts';
import { contentSafetyProblems } from './safety.ts';
import { ALL_SESSIONS, SESSION_BANDS } from './sessions/index.ts';
import { COOL_DOWN_START, WARM_UP_START } from './sessions/warm-ups.ts';
import { TERMS } from './terms.ts';

/** What the English text needs, by what it says (so "No equipment needed" is never shown wrongly). */
const NEEDS: [RegExp, string[]][] = [
  [/\b(?:videos?|film|filmed|footage|clips?)\b/i, ['screen']],
  [/\b(?:write|notebook|diary|paper)\b/i, ['notebook']],
  [/\b(?:dumbbells?|kettlebells?|barbell|trap bar)\b/i, ['dumbbells', 'barbell']],
  [/\bpull-?ups?\b/i, ['pullUpBar']],
  [/\b(?:exercise bike|rowing machine)\b/i, ['bikeOrRower']],
  [/\b(?:your parent|the adult|your partner)\b/i, ['partner']],
];

describe('training content: safety and whole sessions', () => {
  it('keeps the FA’s youth heading guidance in every program (the check the seed and the console run)', () => {
    expect(contentSafetyProblems()).toEqual([]);
  });

  it('counts loads per step: one count per step, and the headers are their sum', () => {
    for (const content of Object.values(SESSION_BANDS)) {
      for (const s of content.sessions) {
        for (const [load, perStep] of Object.entries(s.counts ?? {})) {
          expect(perStep?.length, `${s.key} ${load} per step`).toBe(s.steps.en.length);
        }
        const headers = (s.counts?.headers ?? []).reduce((a, b) => a + b, 0);
        expect(headers, `${s.key} headers`).toBe(s.headers);
      }
    }
  });

  it('starts every session with a warm-up and ends it with a cool-down the player sees, in every language', () => {
    for (const s of ALL_SESSIONS) {
      for (const language of LANGUAGES) {
        const steps = s.steps[language];
        expect(steps[0], `${s.key} warm-up (${language})`).toMatch(WARM_UP_START[language]);
        expect(steps.at(-1), `${s.key} cool-down (${language})`).toMatch(COOL_DOWN_START[language]);
      }
    }
  });

  it('lists the equipment a session really needs, and never leaves a session without any', () => {
    for (const s of ALL_SESSIONS) {
      const text = [s.title.en, s.description.en, ...s.steps.en, ...s.coachingPoints.en].join(' ');
      for (const [pattern, keys] of NEEDS) {
        const match = pattern.exec(text);
        if (match) {
          expect(
            keys.some((key) => (s.equipment as readonly string[]).includes(key)),
            `${s.key} says "${match[0]}" but lists ${s.equipment.join(', ')}`,
          ).toBe(true);
        }
      }
      expect(s.equipment.length, `${s.key} equipment`).toBeGreaterThan(0);
      if (s.equipment.some((e) => ['barbell', 'dumbbells', 'pullUpBar', 'bikeOrRower'].includes(e))) {
        expect(s.space, `${s.key} space`).toBe('GYM');
      }
      expect(s.needsPartner, s.key).toBe(s.equipment.includes('partner'));
    }
  });

  it('uses one term per idea in each language, in every band (terms.ts)', () => {
    for (const language of LANGUAGES) {
      const texts = [
        ...ALL_SESSIONS.flatMap((s) => [
          s.title[language],
          s.description[language],
          ...s.steps[language],
          ...s.coachingPoints[language],
          s.soloAlternative?.[language] ?? '',
        ]),
        ...TRAINING_PROGRAMS.flatMap((p) => [
          p.title[language],
          ...p.phases.flatMap((phase) => [phase.title[language], phase.description[language]]),
        ]),
      ];
      for (const term of TERMS[language]) {
        for (const pattern of term.not) {
          const found = texts.find((text) => pattern.test(text));
          expect(found, `${language}: use "${term.use}"`).toBeUndefined();
        }
      }
    }
  });

  it('keeps U7–U9 sessions short and playful: at most 30 minutes with the warm-up and cool-down, no heading', () => {
    for (const s of ALL_SESSIONS.filter((x) => x.band === 'b1')) {
      expect(s.durationMinutes, s.key).toBeLessThanOrEqual(30);
      expect(s.headers, s.key).toBe(0);
      expect(s.track, s.key).toBe('ALL');
    }
  });

  it('says what to do alone for every U10–U12 session that needs a partner, and every keeper session', () => {
    for (const s of ALL_SESSIONS.filter(
      (x) => (x.band === 'b2' && x.needsPartner) || x.track === 'GOALKEEPER',
    )) {
      for (const language of LANGUAGES) {
        expect(s.soloAlternative?.[language]?.trim(), `${s.key} solo (${language})`).toBeTruthy();
      }
    }
  });
});
