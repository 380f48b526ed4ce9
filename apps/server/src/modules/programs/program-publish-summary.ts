import { type AdminPublishSummary, LANGUAGES } from '@academy/contract';
import { formatAmountLabel } from '@academy/contract/prices';
import { sessionDiff } from './program-admin-diff.ts';
import type { AdminProgramRows, Texts } from './program-admin.repo.ts';

/** Key order does not matter (jsonb keeps its own): the same value gives the same text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What a version is: titles, fees, phases with their texts, challenge and sessions (by id, in order). */
export function versionSnapshot(rows: AdminProgramRows): Record<string, unknown> {
  return {
    titles: rows.program.titles,
    fees: rows.fees,
    blocks: rows.blocks.map((b) => ({
      id: b.id,
      titles: b.titles,
      descriptions: b.descriptions,
      challengeId: b.challengeId,
      sessions: rows.sessions.filter((s) => s.blockId === b.id).map((s) => s.id),
    })),
  };
}

const en = (texts: unknown) => (texts as Texts).en ?? '';

/**
 * What publishing `draft` changes against the age group's live program: titles, phases and sessions
 * (matched by their place), fees, and the players who stay on the live one.
 */
export function publishSummary(
  draft: AdminProgramRows,
  live: AdminProgramRows | null,
  currentSubscriptions: number,
): AdminPublishSummary {
  const liveTitles = (live?.program.titles ?? {}) as Texts;
  const titles = LANGUAGES.flatMap((language) => {
    const after = (draft.program.titles as Texts)[language] ?? '';
    const before = liveTitles[language] ?? null;
    return before === after ? [] : [{ language, before, after }];
  });
  const phases = { added: [] as string[], removed: [] as string[], changed: [] as string[] };
  const sessions = { added: [] as string[], removed: [] as string[], changed: [] as string[] };
  const liveBlocks = live?.blocks ?? [];
  const count = Math.max(draft.blocks.length, liveBlocks.length);
  for (let index = 0; index < count; index++) {
    const now = draft.blocks[index];
    const was = liveBlocks[index];
    if (now && !was) phases.added.push(en(now.titles));
    if (was && !now) phases.removed.push(en(was.titles));
    const nowSessions = now ? draft.sessions.filter((s) => s.blockId === now.id) : [];
    const wasSessions = was && live ? live.sessions.filter((s) => s.blockId === was.id) : [];
    if (now && was) {
      const same = canonical([now.titles, now.descriptions, now.challengeId]);
      if (same !== canonical([was.titles, was.descriptions, was.challengeId]))
        phases.changed.push(en(now.titles));
    }
    for (let at = 0; at < Math.max(nowSessions.length, wasSessions.length); at++) {
      const s = nowSessions[at];
      const w = wasSessions[at];
      if (s && !w) sessions.added.push(en(s.titles));
      else if (w && !s) sessions.removed.push(en(w.titles));
      else if (s && w && Object.keys(sessionDiff(w, s).before).some((f) => f !== 'order')) {
        sessions.changed.push(en(s.titles));
      }
    }
  }
  const fees = draft.fees.flatMap((fee) => {
    const was = live?.fees.find((f) => f.region === fee.region && f.type === fee.type);
    const label = (f: typeof fee) => f.label ?? formatAmountLabel(f.amount, f.currency);
    if (was && was.amount === fee.amount && label(was) === label(fee)) return [];
    return [{ region: fee.region, type: fee.type, before: was ? label(was) : null, after: label(fee) }];
  });
  return {
    replaces: live ? { id: live.program.id, titles: live.program.titles as Texts } : null,
    titles,
    phases,
    sessions,
    fees,
    currentPlayers: live?.players ?? 0,
    currentSubscriptions,
  };
}
