import { LANGUAGES, thresholdsInOrder } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { AGE_GROUPS } from '../seed.ts';
import { CHALLENGES, PHASE_CHALLENGES } from './challenges.ts';
import { TRAINING_PROGRAMS } from './programs.ts';

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');
const byKey = new Map(CHALLENGES.map((c) => [c.key, c]));

describe('skill challenge content', () => {
  it('sets at least four challenges for every age group', () => {
    for (const group of AGE_GROUPS) {
      const set = CHALLENGES.filter((c) => group.id in c.marks).map((c) => c.key);
      expect(set.length, `${group.id}: ${set.join(', ')}`).toBeGreaterThanOrEqual(4);
    }
  });

  it('keeps marks in order (rising for HIGHER, falling for LOWER), within the maximum, and harder with age', () => {
    for (const challenge of CHALLENGES) {
      let previous: readonly number[] | null = null;
      for (const group of AGE_GROUPS) {
        const marks = challenge.marks[group.id as keyof typeof challenge.marks];
        if (!marks) continue;
        const [bronze, silver, gold] = marks;
        expect(
          thresholdsInOrder(challenge.better, { bronze, silver, gold }),
          `${challenge.key} ${group.id}`,
        ).toBe(true);
        expect(Math.max(...marks), `${challenge.key} ${group.id}`).toBeLessThanOrEqual(challenge.maxValue);
        if (challenge.unit === 'COUNT') for (const mark of marks) expect(Number.isInteger(mark)).toBe(true);
        // An older age group never gets an easier gold.
        if (previous) {
          const harder = challenge.better === 'HIGHER' ? gold >= previous[2]! : gold <= previous[2]!;
          expect(harder, `${challenge.key} ${group.id} gold`).toBe(true);
        }
        previous = marks;
      }
    }
  });

  it('times only counts within a time and gives a SECONDS challenge no countdown', () => {
    for (const challenge of CHALLENGES) {
      if (challenge.unit === 'SECONDS') expect(challenge.better, challenge.key).toBe('LOWER');
      if (challenge.timeLimitSeconds !== null) expect(challenge.unit, challenge.key).toBe('COUNT');
    }
  });

  it('words every challenge in en, sv, fr and pt with the same steps, never leaving English', () => {
    for (const challenge of CHALLENGES) {
      for (const text of [challenge.title, challenge.description]) {
        for (const language of LANGUAGES) expect(text[language].trim(), challenge.key).not.toBe('');
        for (const language of TRANSLATED)
          expect(text[language], `${challenge.key} ${language}`).not.toBe(text.en);
      }
      for (const language of LANGUAGES) {
        expect(challenge.steps[language].length, `${challenge.key} ${language}`).toBe(
          challenge.steps.en.length,
        );
      }
      for (const language of TRANSLATED) {
        for (const [i, step] of challenge.steps[language].entries()) {
          expect(step, `${challenge.key} ${language} step ${i + 1}`).not.toBe(challenge.steps.en[i]);
        }
      }
    }
  });

  it('never asks for a header, in any language (no heading up to U11, and none needed at home)', () => {
    const heading = /\b(head|header|heading|nick|nicka|huvud|tête|cabeça|cabecear|cabeceamento)\b/i;
    for (const challenge of CHALLENGES) {
      const texts = LANGUAGES.flatMap((l) => [
        challenge.title[l],
        challenge.description[l],
        ...challenge.steps[l],
      ]);
      for (const text of texts) expect(text, challenge.key).not.toMatch(heading);
    }
  });

  it('names one challenge for every phase of every PUBLIC program, set for that program’s age group', () => {
    const keys = CHALLENGES.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const program of TRAINING_PROGRAMS) {
      for (const phase of program.phases) {
        const key = PHASE_CHALLENGES[phase.key];
        expect(key, `${phase.key} names no challenge`).toBeDefined();
        expect(
          byKey.get(key!)?.marks[program.ageGroupId],
          `${phase.key}: ${key} for ${program.ageGroupId}`,
        ).toBeDefined();
      }
    }
    const phaseKeys = new Set(TRAINING_PROGRAMS.flatMap((p) => p.phases.map((phase) => phase.key)));
    for (const key of Object.keys(PHASE_CHALLENGES))
      expect(phaseKeys.has(key), `unknown phase ${key}`).toBe(true);
  });
});
