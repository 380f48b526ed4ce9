import { apiPost } from '../api-client';
import { config } from '../config';
import { readSessionStorage, removeSessionStorage, writeSessionStorage } from '../storage';

/** A referral from the external club site (spec §3 "Event"); the checkout sends it as metaData. */
export interface ReferralEvent {
  name: string;
}

export const REFERRAL_EVENT_KEY = 'referral_event';
export const COUPON_KEY = 'coupon';
/** The query parameter keeps the spelling the club site links with. */
export const REFERRED_FROM_PARAM = 'refferedFrom';
export const COUPON_PARAM = 'coupon';

/** `club.example`, `https://club.example/path` and `CLUB.EXAMPLE` all name the host `club.example`. */
export function toHost(value: string): string {
  const trimmed = value.trim().toLowerCase();
  try {
    return new URL(trimmed.includes('://') ? trimmed : `https://${trimmed}`).host;
  } catch {
    return trimmed;
  }
}

export function isClubSiteReferral(referredFrom: string | null, clubSiteHost = config.clubSiteHost): boolean {
  return !!referredFrom && toHost(referredFrom) === toHost(clubSiteHost);
}

/** The stored referral, for the checkout session's metaData. */
export function getReferralEvent(): ReferralEvent | null {
  const stored = readSessionStorage(REFERRAL_EVENT_KEY);
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<ReferralEvent>;
    return typeof parsed.name === 'string' && parsed.name ? { name: parsed.name } : null;
  } catch {
    return null;
  }
}

/** The coupon the visitor arrived with in this tab, for the checkout session. */
export function getCoupon(): string | null {
  return readSessionStorage(COUPON_KEY);
}

/** After a completed checkout the referral and the coupon have been used. */
export function clearReferral(): void {
  removeSessionStorage(REFERRAL_EVENT_KEY, COUPON_KEY);
}

/**
 * Reads `refferedFrom` and `coupon` from the address (spec §4 "Referral"). A club-site referral
 * is recorded on the server once per stored event (no token: events are anonymous) and kept in
 * session storage so that a checkout later in the visit, even after sign-up, carries it (local
 * storage belongs to the signed-in session and is cleared without a token, lib/logout.ts). A failed
 * event call is only logged (spec §8).
 */
export async function captureReferral(params: URLSearchParams): Promise<void> {
  const coupon = params.get(COUPON_PARAM)?.trim();
  if (coupon) writeSessionStorage(COUPON_KEY, coupon.slice(0, 100));

  const referredFrom = params.get(REFERRED_FROM_PARAM);
  if (!isClubSiteReferral(referredFrom)) return;
  const event: ReferralEvent = { name: toHost(config.clubSiteHost) };
  if (getReferralEvent()?.name === event.name) return;
  writeSessionStorage(REFERRAL_EVENT_KEY, JSON.stringify(event));
  try {
    await apiPost('/v1/event', event, { silent: true });
  } catch (error) {
    console.warn('referral event not recorded', error);
  }
}
