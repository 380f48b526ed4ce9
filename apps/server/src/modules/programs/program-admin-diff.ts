import type { SessionRow } from './program-admin-sessions.repo.ts';

/** What the audit records of a session's change: only what changed, per language for texts. */
const TEXT_FIELDS = ['titles', 'descriptions', 'steps', 'coachingPoints'] as const;
const VALUE_FIELDS = [
  'equipment',
  'durationMinutes',
  'headers',
  'track',
  'diagram',
  'stepSeconds',
  'challengeId',
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface ChangeDiff {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * The changed fields of a session, before and after (`descriptions.pt`, `steps.en`, `equipment`,
 * `order`…): the audit log shows them side by side. An unchanged field is left out.
 */
export function sessionDiff(before: SessionRow, after: SessionRow | undefined): ChangeDiff {
  const diff: ChangeDiff = { before: {}, after: {} };
  const put = (field: string, was: unknown, now: unknown) => {
    if (same(was, now)) return;
    diff.before[field] = was ?? null;
    diff.after[field] = now ?? null;
  };
  for (const field of TEXT_FIELDS) {
    const was = before[field] as Record<string, unknown>;
    const now = (after?.[field] ?? {}) as Record<string, unknown>;
    for (const language of new Set([...Object.keys(was), ...Object.keys(now)])) {
      put(`${field}.${language}`, was[language], now[language]);
    }
  }
  for (const field of VALUE_FIELDS) put(field, before[field], after?.[field]);
  put('order', before.position, after?.position);
  return diff;
}

type PhaseFields = { titles: unknown; descriptions: unknown; challengeId: string | null; position: number };

/** The changed fields of a phase, before and after (`titles.sv`, `challengeId`, `order`). */
export function phaseDiff(before: PhaseFields, after: PhaseFields | undefined): ChangeDiff {
  const diff: ChangeDiff = { before: {}, after: {} };
  const put = (field: string, was: unknown, now: unknown) => {
    if (same(was, now)) return;
    diff.before[field] = was ?? null;
    diff.after[field] = now ?? null;
  };
  for (const field of ['titles', 'descriptions'] as const) {
    const was = before[field] as Record<string, unknown>;
    const now = (after?.[field] ?? {}) as Record<string, unknown>;
    for (const language of new Set([...Object.keys(was), ...Object.keys(now)])) {
      put(`${field}.${language}`, was[language], now[language]);
    }
  }
  put('challengeId', before.challengeId, after?.challengeId);
  put('order', before.position, after?.position);
  return diff;
}
