import { LANGUAGES } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { AGE_GROUPS } from '../seed.ts';
import { type LocalizedText, TRAINING_PROGRAMS } from './programs.ts';

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

function expectTranslated(text: LocalizedText, where: string) {
  for (const language of LANGUAGES) {
    expect(text[language]?.trim(), `${where} (${language})`).toBeTruthy();
  }
  for (const language of TRANSLATED) {
    expect(text[language].trim().toLowerCase(), `${where} (${language}) is still English`).not.toBe(
      text.en.trim().toLowerCase(),
    );
  }
}

describe('training program content', () => {
  it('has exactly one PUBLIC program for every age group', () => {
    const ageGroupIds = AGE_GROUPS.map((group) => group.id).sort();
    expect(TRAINING_PROGRAMS.map((program) => program.ageGroupId).sort()).toEqual(ageGroupIds);
    for (const program of TRAINING_PROGRAMS) expect(program.status).toBe('PUBLIC');
  });

  it('gives every program 4 to 6 phases', () => {
    for (const program of TRAINING_PROGRAMS) {
      expect(program.phases.length, program.key).toBeGreaterThanOrEqual(4);
      expect(program.phases.length, program.key).toBeLessThanOrEqual(6);
    }
  });

  it('titles programs and phases in en, sv, fr and pt, never leaving English in a translation', () => {
    for (const program of TRAINING_PROGRAMS) {
      expectTranslated(program.title, `${program.key} title`);
      for (const phase of program.phases) {
        expectTranslated(phase.title, `${phase.key} title`);
        expectTranslated(phase.description, `${phase.key} description`);
      }
    }
  });

  it('prices every program at 99 kr / 995 kr, and in AFRICA 9 kr / 99 kr labelled 1 $ / 10 $, in minor units', () => {
    for (const program of TRAINING_PROGRAMS) {
      expect(
        [...program.fees].sort((a, b) => `${a.region}${a.type}`.localeCompare(`${b.region}${b.type}`)),
        program.key,
      ).toEqual([
        { region: 'AFRICA', type: 'MONTHLY', amount: 900, currency: 'SEK', label: '1 $' },
        { region: 'AFRICA', type: 'YEARLY', amount: 9900, currency: 'SEK', label: '10 $' },
        { region: 'DEFAULT', type: 'MONTHLY', amount: 9900, currency: 'SEK', label: '99 kr' },
        { region: 'DEFAULT', type: 'YEARLY', amount: 99500, currency: 'SEK', label: '995 kr' },
      ]);
    }
  });

  it('uses unique keys, so seeding can upsert by key', () => {
    const keys = TRAINING_PROGRAMS.flatMap((program) => [
      program.key,
      ...program.phases.map((phase) => phase.key),
    ]);
    expect(new Set(keys).size).toBe(keys.length);
    const titles = TRAINING_PROGRAMS.map((program) => program.title.en);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
