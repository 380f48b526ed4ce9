import { type CheckedSession, programSafetyProblems } from '../../lib/content-safety.ts';
import { TRAINING_PROGRAMS } from './programs.ts';
import { ALL_SESSIONS, PHASE_SESSIONS } from './sessions/index.ts';

const byKey = new Map(ALL_SESSIONS.map((session) => [session.key, session]));

/** The sessions of a program's plan, phase after phase, as the safety check reads them. */
export function planOf(phaseKeys: readonly string[]): CheckedSession[] {
  return phaseKeys.flatMap((phaseKey) =>
    (PHASE_SESSIONS[phaseKey] ?? []).map((key) => {
      const session = byKey.get(key);
      if (!session) throw new Error(`Phase ${phaseKey} names an unknown session ${key}`);
      return session;
    }),
  );
}

let checked: string[] | null = null;

/**
 * Every way the seeded content breaks the safety rules (lib/content-safety.ts), by program. The
 * content is fixed for the life of the process, so it is checked once.
 */
export function contentSafetyProblems(): string[] {
  checked ??= TRAINING_PROGRAMS.flatMap((program) =>
    programSafetyProblems(program.ageGroupId, planOf(program.phases.map((phase) => phase.key))).map(
      (problem) => `${program.key}: ${problem}`,
    ),
  );
  return checked;
}
