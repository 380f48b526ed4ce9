import { BAND_B1 } from './b1.ts';
import { BAND_B2 } from './b2.ts';
import { BAND_B3 } from './b3.ts';
import { BAND_B4 } from './b4.ts';
import type { BandContent } from './types.ts';
import { type WholeSession, wholeSession } from './whole-session.ts';

/**
 * The training sessions of the PUBLIC programs, one file per development band: b1 (U7–U9),
 * b2 (U10–U12), b3 (U13–U15), b4 (U16–SENIOR). Each band holds a pool of sessions and, for every
 * phase key of its programs (db/content/programs.ts), the session keys in training order.
 */
export const SESSION_BANDS: Readonly<Record<string, BandContent>> = {
  b1: BAND_B1,
  b2: BAND_B2,
  b3: BAND_B3,
  b4: BAND_B4,
};

/** Every session as players get it: with its warm-up and cool-down (whole-session.ts). */
export const ALL_SESSIONS: readonly WholeSession[] = Object.entries(SESSION_BANDS).flatMap(
  ([band, content]) => content.sessions.map((session) => wholeSession(band, session)),
);

/** Phase key → session keys in order, over all bands. */
export const PHASE_SESSIONS: Readonly<Record<string, readonly string[]>> = Object.assign(
  {},
  ...Object.values(SESSION_BANDS).map((band) => band.phaseSessions),
);
