import { LANGUAGES, type Language, type SessionTrack } from '@academy/contract';
import { headingWordIn } from './heading-words.ts';

/**
 * The one safety check of training content: the content test, the start-up seed and the academy
 * console's save and publish all call it, so an unsafe session is refused wherever it comes from.
 *
 * Heading follows the English FA's guidance for youth football (2021), as api-contract.md states it:
 * no heading at all up to U11; U12 at most one heading session a month of at most 5 headers; U13 at
 * most 5 headers a session; U14 to U16 at most 10; from U17 at most 10 higher-force headers a week.
 * Heading sessions are at most one a week from U13 (one a month at U12).
 */

export interface HeadingRule {
  /** Headers one session may ask for (0: no heading at all, in any language). */
  maxPerSession: number;
  /** Days that must pass between two heading sessions. */
  daysBetween: number;
}

const NO_HEADING: HeadingRule = { maxPerSession: 0, daysBetween: 0 };

export function headingRule(ageGroupId: string): HeadingRule {
  const age = ageGroupId === 'SENIOR' ? 20 : Number(ageGroupId.replace(/^U/, ''));
  if (!Number.isFinite(age) || age <= 11) return NO_HEADING;
  if (age === 12) return { maxPerSession: 5, daysBetween: 28 };
  if (age === 13) return { maxPerSession: 5, daysBetween: 7 };
  return { maxPerSession: 10, daysBetween: 7 };
}

/**
 * The pace the plan is measured at: the most home sessions a week the product recommends next to
 * club training (2–3), so a player who follows the plan at that pace keeps the heading rhythm.
 */
export const PLAN_SESSIONS_PER_WEEK = 3;

/** How many sessions of the plan must lie between two heading sessions (apart by at least this). */
export function headingSessionsApart(rule: HeadingRule): number {
  return Math.ceil((rule.daysBetween / 7) * PLAN_SESSIONS_PER_WEEK);
}

type Texts = Partial<Record<Language, string>>;
type Lists = Partial<Record<Language, readonly string[]>>;

/** What the check reads of a session: its texts in every language and what it asks for. */
export interface CheckedSession {
  /** The content key, or the id of a session made in the console. */
  key: string;
  headers: number;
  track: SessionTrack;
  title: Texts;
  description: Texts;
  steps: Lists;
  coachingPoints: Lists;
  /** Per step (in order), how many headers / jump contacts it asks for: stated totals must be their sum. */
  counts?: Partial<Record<CountedLoad, readonly number[]>>;
}

export type CountedLoad = 'headers' | 'contacts';

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  sv: 'Swedish',
  fr: 'French',
  pt: 'Portuguese',
};

function textsOf(session: CheckedSession, language: Language): string[] {
  return [
    session.title[language] ?? '',
    session.description[language] ?? '',
    ...(session.steps[language] ?? []),
    ...(session.coachingPoints[language] ?? []),
  ].filter(Boolean);
}

/** A sentence that states a cap or a total ("That makes 10 headers", "under 100 contacts"). */
const CAP_WORDS =
  /\b(?:total|in all|makes?|at most|no more than|under|maximum|max|cap|capped|limit|keep it to|stop (?:there|at)|adds? up to)\b/i;
const LOAD_NOUNS: Record<CountedLoad, RegExp[]> = {
  headers: [/(\d+)\s+(?:[a-z-]+\s+)?headers\b/gi, /\bheaders\s+(?:under|below|to|at)\s+(?:most\s+)?(\d+)/gi],
  contacts: [
    /(\d+)\s+(?:[a-z-]+\s+)?(?:contacts|landings)\b/gi,
    /\b(?:contacts|landings)\s+(?:under|below|to|at)\s+(?:most\s+)?(\d+)/gi,
  ],
};

function statedTotals(session: CheckedSession, load: CountedLoad): number[] {
  const found: number[] = [];
  for (const text of textsOf(session, 'en')) {
    for (const sentence of text.split(/(?<=[.!?:;])\s+/)) {
      if (!CAP_WORDS.test(sentence)) continue;
      for (const pattern of LOAD_NOUNS[load]) {
        for (const match of sentence.matchAll(pattern)) found.push(Number(match[1]));
      }
    }
  }
  return found;
}

const sum = (values: readonly number[] | undefined) => (values ?? []).reduce((a, b) => a + b, 0);

/** Why one session may not be in a program of this age group; empty when it may. */
export function sessionSafetyProblems(ageGroupId: string, session: CheckedSession): string[] {
  const problems: string[] = [];
  const rule = headingRule(ageGroupId);
  const name = `"${session.title.en ?? session.key}"`;
  if (!Number.isInteger(session.headers) || session.headers < 0) {
    problems.push(`${name}: headers must be a whole number of 0 or more`);
  }
  if (session.headers > rule.maxPerSession) {
    problems.push(
      rule.maxPerSession === 0
        ? `${name}: no heading up to U11, but it asks for ${session.headers} headers`
        : `${name}: ${ageGroupId} allows at most ${rule.maxPerSession} headers a session; it asks for ${session.headers}`,
    );
  }
  for (const language of LANGUAGES) {
    for (const text of textsOf(session, language)) {
      const word = headingWordIn(text, language);
      if (!word) continue;
      if (rule.maxPerSession === 0) {
        problems.push(
          `${name}: no heading up to U11, but the ${LANGUAGE_NAMES[language]} text says "${word}"`,
        );
      } else if (session.headers === 0) {
        problems.push(
          `${name}: the ${LANGUAGE_NAMES[language]} text asks for headers ("${word}") but the session states 0`,
        );
      }
      break;
    }
  }
  for (const load of ['headers', 'contacts'] as const) {
    const perStep = session.counts?.[load];
    const total = load === 'headers' ? session.headers : sum(perStep);
    if (load === 'headers' && perStep && sum(perStep) !== session.headers) {
      problems.push(
        `${name}: its steps add up to ${sum(perStep)} headers, not the ${session.headers} it states`,
      );
    }
    for (const stated of statedTotals(session, load)) {
      if (stated !== total) {
        problems.push(`${name}: it states ${stated} ${load} while its steps add up to ${total}`);
      }
    }
  }
  return problems;
}

/** The sessions a player of each track does, in the plan's order. */
function sequences(sessions: readonly CheckedSession[]): CheckedSession[][] {
  return (['OUTFIELD', 'GOALKEEPER'] as const).map((track) =>
    sessions.filter((s) => s.track === 'ALL' || s.track === track),
  );
}

/**
 * Why a program (its sessions in plan order, phase after phase) breaks the heading rules; empty when
 * it keeps them: every session on its own, and heading sessions far enough apart for both tracks.
 */
export function programSafetyProblems(ageGroupId: string, sessions: readonly CheckedSession[]): string[] {
  const problems = [...new Set(sessions.flatMap((s) => sessionSafetyProblems(ageGroupId, s)))];
  const rule = headingRule(ageGroupId);
  const apart = headingSessionsApart(rule);
  for (const sequence of sequences(sessions)) {
    let last: { index: number; session: CheckedSession } | null = null;
    sequence.forEach((session, index) => {
      if (session.headers === 0) return;
      if (last && index - last.index < apart) {
        const message = `"${session.title.en ?? session.key}" follows the heading session "${
          last.session.title.en ?? last.session.key
        }" too soon: at ${PLAN_SESSIONS_PER_WEEK} sessions a week, ${ageGroupId} heading sessions must be ${apart} sessions apart`;
        if (!problems.includes(message)) problems.push(message);
      }
      last = { index, session };
    });
  }
  return problems;
}
