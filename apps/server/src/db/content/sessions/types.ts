import type { Language } from '@academy/contract';

/** A text in every language of the app. */
export type LocalizedText = Record<Language, string>;
/** A list of texts in every language (the same number of items, in the same order, in each). */
export type LocalizedList = Record<Language, readonly string[]>;

/** Equipment a session needs; names are translated once in equipment.ts. */
export type EquipmentKey =
  | 'ball'
  | 'cones'
  | 'smallGoal'
  | 'goal'
  | 'wall'
  | 'bibs'
  | 'poles'
  | 'agilityLadder'
  | 'hurdles'
  | 'resistanceBand'
  | 'mat'
  | 'stopwatch'
  | 'partner'
  | 'skippingRope'
  | 'tennisBall';

export interface SessionContent {
  /** Stable identifier, unique across all content, for idempotent seeding: `<band>-<slug>`, e.g. `b1-treasure-hunt-dribble`. Never change once written. */
  key: string;
  title: LocalizedText;
  /** One or two sentences: what the player does and why. */
  description: LocalizedText;
  /** 3–6 numbered steps a player of this age can follow alone or with a parent. */
  steps: LocalizedList;
  /** 2–4 short coaching points (what good looks like). */
  coachingPoints: LocalizedList;
  /** 10–60 minutes. */
  durationMinutes: number;
  equipment: readonly EquipmentKey[];
  /** Optional; null in the seeded content (no third-party video host is assumed). */
  videoUrl: string | null;
}

export interface BandContent {
  /** The band's sessions (the pool). */
  sessions: readonly SessionContent[];
  /** For every phase key of every program of the band: 3–8 session keys, in training order. */
  phaseSessions: Readonly<Record<string, readonly string[]>>;
}
