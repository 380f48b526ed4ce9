import type { Language, SessionSpace, SessionTrack } from '@academy/contract';
import type { CountedLoad } from '../../../lib/content-safety.ts';

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
  | 'tennisBall'
  | 'dumbbells'
  | 'barbell'
  | 'pullUpBar'
  | 'bikeOrRower'
  | 'box'
  | 'screen'
  | 'notebook'
  | 'gloves';

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
  /** The headers the session asks of the player (0 for none); with heading, `counts.headers` per step adds up to it. */
  headers: number;
  /** Everyone, outfield players only, or the goalkeeper track. */
  track: SessionTrack;
  /** The space it needs. */
  space: SessionSpace;
  /** Per step (as in `steps`), the headers / jump contacts it asks for; a total the text states must be their sum. */
  counts?: Partial<Record<CountedLoad, readonly number[]>>;
  /** What to do alone when no partner is free (sessions that list `partner`, from U10). */
  soloAlternative?: LocalizedText;
  /**
   * Desk work (analysis, planning): framed by a short get-ready and finish step instead of a
   * warm-up and cool-down. Every other session starts with a warm-up and ends with a cool-down:
   * its own first step when that is one, else the band's shared ones (warm-ups.ts).
   */
  desk?: boolean;
}

export interface BandContent {
  /** The band's sessions (the pool). */
  sessions: readonly SessionContent[];
  /** For every phase key of every program of the band: 3–8 session keys, in training order. */
  phaseSessions: Readonly<Record<string, readonly string[]>>;
}
