import { LANGUAGES, type Language } from '@academy/contract';
import type { LocalizedList, SessionContent } from './types.ts';
import { BAND_FRAMING, COOL_DOWN_START, DESK_FRAMING } from './warm-ups.ts';

/** A session as players get it: framed by its warm-up and cool-down, with what the page shows. */
export interface WholeSession extends SessionContent {
  band: string;
  needsPartner: boolean;
}

/** A first step that is a timed general warm-up of the session's own ("Warm up for 5 minutes …"). */
const OWN_WARM_UP = /^Warm[- ]?up (?:for )?\(?\d+/i;

function ownWarmUp(session: SessionContent): boolean {
  return OWN_WARM_UP.test(session.steps.en[0] ?? '');
}

function ownCoolDown(session: SessionContent): boolean {
  return COOL_DOWN_START.en.test(session.steps.en.at(-1) ?? '');
}

function framed(
  lists: LocalizedList,
  first: Record<Language, string> | null,
  last: Record<Language, string> | null,
): LocalizedList {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      [...(first ? [first[language]] : []), ...lists[language], ...(last ? [last[language]] : [])],
    ]),
  ) as unknown as LocalizedList;
}

/**
 * The band's warm-up before the steps (unless the session's first step is its own timed warm-up)
 * and its cool-down after them (unless the last step is one); desk work gets a short start and
 * finish instead. Their minutes are added to the session's; per-step counts shift with the steps.
 */
export function wholeSession(band: string, session: SessionContent): WholeSession {
  const framing = session.desk ? DESK_FRAMING : BAND_FRAMING[band];
  if (!framing) throw new Error(`No warm-up and cool-down for band ${band}`);
  const warmUp = session.desk || !ownWarmUp(session) ? framing.warmUp : null;
  const coolDown = session.desk || !ownCoolDown(session) ? framing.coolDown : null;
  const counts = session.counts
    ? Object.fromEntries(
        Object.entries(session.counts).map(([load, perStep]) => [
          load,
          [...(warmUp ? [0] : []), ...(perStep ?? []), ...(coolDown ? [0] : [])],
        ]),
      )
    : undefined;
  return {
    ...session,
    band,
    steps: framed(session.steps, warmUp?.text ?? null, coolDown?.text ?? null),
    durationMinutes: session.durationMinutes + (warmUp?.minutes ?? 0) + (coolDown?.minutes ?? 0),
    ...(counts ? { counts } : {}),
    needsPartner: session.equipment.includes('partner'),
  };
}
