import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translations } from '@/test/setup';

/** Every string of a language file, with its key. */
function strings(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

/** Vitest runs from the repository root or from apps/web. */
const TERMS_DIR = ['apps/web/src/public/terms', 'src/public/terms']
  .map((dir) => path.resolve(dir))
  .find((dir) => existsSync(dir)) as string;
const TRANSLATED_NAMES = /Fotbollsakademin|Académie de football|Academia de Futebol/i;

describe('the copy a person reads', () => {
  it('one product name in every language, as in the mails and the authenticator entry', () => {
    for (const language of ['en', 'sv', 'fr', 'pt'] as const) {
      expect(translations[language].common.appName).toBe('Football Academy');
      const texts = strings(translations[language]).filter(([, text]) => TRANSLATED_NAMES.test(text));
      expect(texts, language).toEqual([]);
      const terms = readFileSync(path.join(TERMS_DIR, `${language}.txt`), 'utf8');
      expect(TRANSLATED_NAMES.test(terms), `terms ${language}`).toBe(false);
    }
  });

  it('French says "vous" everywhere, the home page included', () => {
    const informal = /(^|[\s(«"])(tu|ton|ta|tes|toi|te)(?=[\s,.!?:;)»"]|$)|\bt['’]|-toi\b|-tu\b/i;
    expect(strings(translations.fr).filter(([, text]) => informal.test(text))).toEqual([]);
  });

  it('Portuguese says "você" everywhere, the home page included', () => {
    const informal = /\b(tu|teu|tua|teus|tuas|contigo)\b|-te\b|(^|\s)te\s/i;
    expect(strings(translations.pt).filter(([, text]) => informal.test(text))).toEqual([]);
  });

  it('Portuguese is European everywhere (the privacy policy: content/privacy/pt.test.ts)', () => {
    // Brazilian words and forms, and the pronoun "você" (European Portuguese leaves it out).
    const brazilian =
      /(?<!\p{L})(você|vocês|senha|celular|arquivo|usuári[oa]s?|cadastr\p{L}*|tela|registro|contato|compartilh\p{L}*|coletamos|seção|sobrenome|\p{L}+(ando|endo)…)(?!\p{L})/iu;
    expect(strings(translations.pt).filter(([, text]) => brazilian.test(text))).toEqual([]);
  });
});
