import { ADMIN_PROGRAM_MESSAGES } from '@academy/contract';
import { AppError } from '../../lib/errors.ts';
import { type CheckedSession, programSafetyProblems } from '../../lib/content-safety.ts';
import type { AdminProgramRows } from './program-admin.repo.ts';

/** The program's sessions in plan order (phase after phase), as the safety check reads them. */
function planOf(rows: AdminProgramRows): CheckedSession[] {
  const phaseOrder = new Map(rows.blocks.map((b) => [b.id, b.position]));
  return [...rows.sessions]
    .sort(
      (a, b) =>
        (phaseOrder.get(a.blockId) ?? 0) - (phaseOrder.get(b.blockId) ?? 0) || a.position - b.position,
    )
    .map((s) => ({
      key: s.contentKey,
      headers: s.headers,
      track: s.track,
      title: s.titles,
      description: s.descriptions,
      steps: s.steps,
      coachingPoints: s.coachingPoints,
      ...(s.counts ? { counts: s.counts } : {}),
    }));
}

export function safetyProblems(rows: AdminProgramRows): string[] {
  return programSafetyProblems(rows.program.ageGroupId, planOf(rows));
}

function refuse(rows: AdminProgramRows, problems: string[]): never {
  // The message is the catalogued one (its code translates it); the field error's detail says why.
  const message = ADMIN_PROGRAM_MESSAGES.unsafeContent;
  const detail = `Unsafe for ${rows.program.ageGroupId}: ${problems[0]}`;
  throw new AppError(422, message, [{ field: 'sessions', message, detail }]);
}

/**
 * The console's save: a change that adds a safety problem (lib/content-safety.ts, the same check as
 * the content test and the seed) is refused with the reason; problems the program already had do not
 * block other edits, but publishing needs none at all.
 */
export function assertSafeChange(before: AdminProgramRows, after: AdminProgramRows): void {
  const known = new Set(safetyProblems(before));
  const added = safetyProblems(after).filter((p) => !known.has(p));
  if (added.length > 0) refuse(after, added);
}

export function assertSafeToPublish(rows: AdminProgramRows): void {
  const problems = safetyProblems(rows);
  if (problems.length > 0) refuse(rows, problems);
  // Every session of a PUBLIC program shows its drill (api-contract.md "Sessions you can see").
  if (rows.sessions.some((session) => !session.diagram)) {
    const message = ADMIN_PROGRAM_MESSAGES.diagramMissing;
    throw new AppError(409, message, [{ field: 'sessions', message }]);
  }
}
