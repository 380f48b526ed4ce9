import { describe, expect, it } from 'vitest';
import {
  type CheckedSession,
  headingRule,
  programSafetyProblems,
  sessionSafetyProblems,
} from './content-safety.ts';
import { headingWordIn } from './heading-words.ts';

const session = (overrides: Partial<CheckedSession> = {}): CheckedSession => ({
  key: 'test',
  headers: 0,
  track: 'ALL',
  title: { en: 'Pass and move', sv: 'Passa och rör dig', fr: 'Passe et bouge', pt: 'Passa e move-te' },
  description: { en: 'Pass with both feet.' },
  steps: { en: ['Pass 10 times.'] },
  coachingPoints: { en: ['Head up before you pass.'] },
  ...overrides,
});

describe('the content safety check (the FA’s youth heading guidance)', () => {
  it('states the FA’s rules per age group', () => {
    expect(headingRule('U7')).toEqual({ maxPerSession: 0, daysBetween: 0 });
    expect(headingRule('U11')).toEqual({ maxPerSession: 0, daysBetween: 0 });
    expect(headingRule('U12')).toEqual({ maxPerSession: 5, daysBetween: 28 });
    expect(headingRule('U13')).toEqual({ maxPerSession: 5, daysBetween: 7 });
    expect(headingRule('U16')).toEqual({ maxPerSession: 10, daysBetween: 7 });
    expect(headingRule('SENIOR')).toEqual({ maxPerSession: 10, daysBetween: 7 });
  });

  it('finds a header asked for in any language, not the head itself', () => {
    expect(headingWordIn('Attack it with a header.', 'en')).toBe('header');
    expect(headingWordIn('Heading: eyes open.', 'en')).toBe('Heading');
    expect(headingWordIn('Nicka bollen tillbaka.', 'sv')).toBe('Nicka');
    expect(headingWordIn('Reprenez de la tête.', 'fr')).toBe('de la tête');
    expect(headingWordIn('5 têtes au maximum.', 'fr')).toBe('5 têtes');
    expect(headingWordIn('Cabeceie para baixo.', 'pt')).toBe('Cabeceie');
    expect(headingWordIn('Remate de cabeça.', 'pt')).toBe('de cabeça');
    for (const [text, language] of [
      ['Head up, read the headline, heading for the cone.', 'en'],
      ['Dribble with your head up at head height.', 'en'],
      ['Dribbler tête levée, le ballon au-dessus de la tête.', 'fr'],
      ['Le corps aligné de la tête aux talons.', 'fr'],
      ['Conduzir de cabeça levantada; movimentos de cabeça rápidos.', 'pt'],
      ['Lyft blicken och titta upp.', 'sv'],
    ] as const) {
      expect(headingWordIn(text, language), text).toBeNull();
    }
  });

  it('allows no heading at all up to U11, in any language', () => {
    expect(sessionSafetyProblems('U11', session())).toEqual([]);
    expect(sessionSafetyProblems('U11', session({ headers: 3 }))[0]).toMatch(/no heading up to U11/);
    const swedish = session({ steps: { en: ['Pass 10 times.'], sv: ['Nicka 5 gånger.'] } });
    expect(sessionSafetyProblems('U10', swedish)).toEqual([
      '"Pass and move": no heading up to U11, but the Swedish text says "Nicka"',
    ]);
  });

  it('caps the headers of a session by age, and wants the number stated when the text asks for headers', () => {
    const heading = (headers: number) =>
      session({ headers, steps: { en: [`${headers} headers back to your partner.`] } });
    expect(sessionSafetyProblems('U12', heading(5))).toEqual([]);
    expect(sessionSafetyProblems('U12', heading(6))[0]).toMatch(/U12 allows at most 5 headers/);
    expect(sessionSafetyProblems('U13', heading(8))[0]).toMatch(/U13 allows at most 5 headers/);
    expect(sessionSafetyProblems('U15', heading(10))).toEqual([]);
    expect(sessionSafetyProblems('U15', heading(0))[0]).toMatch(
      /asks for headers .* but the session states 0/,
    );
  });

  it('wants stated caps to equal what the steps add up to', () => {
    const stated = session({
      headers: 10,
      steps: { en: ['3 headers.', '4 headers.', '3 headers.', 'That makes 12 headers: stop there.'] },
      counts: { headers: [3, 4, 3, 0] },
    });
    expect(sessionSafetyProblems('U16', stated)).toEqual([
      '"Pass and move": it states 12 headers while its steps add up to 10',
    ]);
    const contacts = session({
      steps: { en: ['Pogo jumps: 3 × 15.', 'Keep total ground contacts under 100.'] },
      counts: { contacts: [45, 0] },
    });
    expect(sessionSafetyProblems('U18', contacts)).toEqual([
      '"Pass and move": it states 100 contacts while its steps add up to 45',
    ]);
    expect(sessionSafetyProblems('U18', session({ headers: 10, counts: { headers: [3, 3] } }))[0]).toMatch(
      /steps add up to 6 headers, not the 10 it states/,
    );
  });

  it('spaces heading sessions in the plan: a week apart from U13, a month at U12, per track', () => {
    const heading = (key: string, track: CheckedSession['track'] = 'ALL') =>
      session({ key, headers: 5, track, title: { en: key }, steps: { en: ['5 headers.'] } });
    const other = (key: string) => session({ key, title: { en: key } });
    const weekApart = [heading('h1'), other('a'), other('b'), heading('h2')];
    expect(programSafetyProblems('U13', weekApart)).toEqual([]);
    expect(programSafetyProblems('U13', [heading('h1'), other('a'), heading('h2')])[0]).toMatch(
      /"h2" follows the heading session "h1" too soon/,
    );
    expect(programSafetyProblems('U12', weekApart)[0]).toMatch(/must be 12 sessions apart/);
    // A keeper's plan skips the outfield heading session, so its own comes a week after the shared one.
    const tracks = [
      heading('h1'),
      heading('gk', 'GOALKEEPER'),
      other('a'),
      other('b'),
      heading('h2', 'OUTFIELD'),
    ];
    expect(programSafetyProblems('U14', tracks)[0]).toMatch(/"gk" follows the heading session "h1" too soon/);
  });
});
